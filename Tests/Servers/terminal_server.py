#!/usr/bin/env python3
"""A raw-socket HTTP server whose answers carry hostile text for terminals, standard library only.

    python3 Tests/Servers/terminal_server.py --port 0 [--lifetime SECONDS]

First stdout line: `listening on http://127.0.0.1:PORT`. Every request, whatever its path, gets one
response built from its query (each value hex-encoded bytes, sent exactly as given):

  status=NNN      the status code (default 500)
  reason=HEX      the status line's reason phrase (default "Oops")
  location=HEX    a Location header
  message=HEX     the envelope's message, as a JSON string (control characters JSON-escaped, as a server would)
  body=HEX        the body itself, instead of an envelope

It answers with `Connection: close`; the bytes of the status line and headers are not checked, since
checking them is what the client under test must do.
"""
import json
import socketserver
from urllib.parse import parse_qs, urlsplit

import serverkit


class Handler(socketserver.BaseRequestHandler):
    def handle(self):
        data = b""
        while b"\r\n\r\n" not in data and len(data) < 65536:
            chunk = self.request.recv(4096)
            if not chunk:
                return
            data += chunk
        target = data.split(b" ", 2)[1].decode("latin-1") if data.count(b" ") >= 2 else "/"
        query = {k: v[0] for k, v in parse_qs(urlsplit(target).query, keep_blank_values=True).items()}
        raw = lambda name, default=b"": bytes.fromhex(query[name]) if name in query else default
        status = int(query.get("status", "500"))
        if "body" in query:
            body = raw("body")
        else:
            message = raw("message", b"failed").decode("utf-8", "replace")
            body = json.dumps({"code": status, "message": message, "data": None}).encode("utf-8")
        head = b"HTTP/1.1 %d " % status + raw("reason", b"Oops") + b"\r\n"
        head += b"Content-Type: application/json\r\nContent-Length: %d\r\nConnection: close\r\n" % len(body)
        if "location" in query:
            head += b"Location: " + raw("location") + b"\r\n"
        self.request.sendall(head + b"\r\n" + body)


class Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True


if __name__ == "__main__":
    serverkit.main(__doc__.splitlines()[0], Server, Handler)

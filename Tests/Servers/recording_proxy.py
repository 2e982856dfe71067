"""A forward HTTP proxy on loopback that records what it receives and answers by itself (standard library only).

A request whose target is an absolute URL (`GET http://host/path HTTP/1.1`, as a client sends to a proxy) is
recorded -- request line and headers -- and answered with a 200 envelope naming it; nothing is forwarded.
A `CONNECT host:port` (a client's tunnel for an https URL) is recorded the same way and refused with 502,
so a test sees which proxy an https request chose without any TLS.
`GET /recorded` (an origin-form target, asked directly) returns everything recorded so far as JSON.
"""
import http.server
import json
import threading

import serverkit

RECORDED = []
LOCK = threading.Lock()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def reply(self, payload):
        body = json.dumps(payload).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def handle_any(self):
        length = int(self.headers.get("Content-Length") or 0)
        if length:
            self.rfile.read(length)
        if self.path == "/recorded":
            with LOCK:
                return self.reply(list(RECORDED))
        entry = {"method": self.command, "target": self.path, "headers": [[k, v] for k, v in self.headers.items()]}
        with LOCK:
            RECORDED.append(entry)
        return self.reply({"code": 0, "message": "ok", "data": {"proxied": self.path}})

    def do_CONNECT(self):
        entry = {"method": "CONNECT", "target": self.path, "headers": [[k, v] for k, v in self.headers.items()]}
        with LOCK:
            RECORDED.append(entry)
        self.send_response(502)
        self.send_header("Content-Length", "0")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = do_OPTIONS = handle_any


def main():
    args = serverkit.arguments(__doc__.splitlines()[0])
    server = http.server.ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    serverkit.serve(server, args.lifetime)


if __name__ == "__main__":
    main()

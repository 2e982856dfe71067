#!/usr/bin/env python3
"""A plain-JSON API (no envelope, GitHub-like) for Courier's library tests, standard library only.

    python3 Tests/Servers/plain_api.py --port 0 [--lifetime SECONDS]

First stdout line: `listening on http://127.0.0.1:PORT`. Paths (any method; HEAD gets headers only):
  /get                 {"url": ..., "args": {...}}: an object at top level
  /repos               an array at top level, with a `Link` header to the next page; ?page=2 is the last page
  /repos/NAME          one repo object; NAME "missing" is a 404 with {"message": "Not Found"}
  /echo...             {"method", "path", "query", "headers", "body", "bodyBase64"}: what was received
  /empty               204 No Content
  /not-modified        304 Not Modified
  /text                text/plain, not JSON
  /binary              bytes that are not UTF-8
  /envelope            an enveloped answer {"code": 0, "message": "ok", "data": {...}} (a second service)
  /redirect?to=URL     302 to URL
  /basic-auth/U/P      200 {"authenticated": true, "user": U} for HTTP Basic U:P, else 401 with WWW-Authenticate: Basic
"""
import base64
import json
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

import serverkit


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def reply(self, status, body=b"", content_type="application/json", headers=()):
        self.send_response(status)
        if status not in (204, 304):
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        if self.command != "HEAD" and status not in (204, 304):
            self.wfile.write(body)

    def json(self, status, value, headers=()):
        self.reply(status, json.dumps(value).encode(), headers=headers)

    def handle_any(self):
        url = urlsplit(self.path)
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        path = url.path
        if path == "/get":
            self.json(200, {"url": self.path, "args": {k: v[-1] for k, v in parse_qs(url.query).items()}})
        elif path == "/repos" and parse_qs(url.query).get("page") == ["2"]:
            self.json(200, [{"id": 3, "full_name": "octo/three"}],
                      headers=[("Link", f'<http://127.0.0.1:{self.server.server_address[1]}/repos>; rel="prev"')])
        elif path == "/repos":
            port = self.server.server_address[1]
            self.json(200, [{"id": 1, "full_name": "octo/one"}, {"id": 2, "full_name": "octo/two"}],
                      headers=[("Link", f'<http://127.0.0.1:{port}/repos?page=2>; rel="next"')])
        elif path.startswith("/repos/"):
            name = path[len("/repos/"):]
            if name == "missing":
                self.json(404, {"message": "Not Found"})
            else:
                self.json(200, {"id": 7, "full_name": name, "private": False})
        elif path.startswith("/echo"):
            headers = {}
            for name, value in self.headers.items():
                headers.setdefault(name.lower(), []).append(value)
            text = body.decode("utf-8", "replace")
            self.json(200, {"method": self.command, "path": path, "query": url.query, "headers": headers,
                            "body": text, "bodyBase64": base64.b64encode(body).decode()})
        elif path.startswith("/basic-auth/"):
            user, _, password = path[len("/basic-auth/"):].partition("/")
            expected = "Basic " + base64.b64encode(f"{user}:{password}".encode()).decode()
            if self.headers.get("Authorization") == expected:
                self.json(200, {"authenticated": True, "user": user})
            else:
                self.json(401, {"message": "Unauthorized"}, headers=[("WWW-Authenticate", 'Basic realm="plain"')])
        elif path == "/redirect":
            target = parse_qs(url.query).get("to", ["/echo"])[0]
            self.json(302, {"message": "Found"}, headers=[("Location", target)])
        elif path == "/empty":
            self.reply(204)
        elif path == "/not-modified":
            self.reply(304)
        elif path == "/text":
            self.reply(200, b"plain words\n", content_type="text/plain; charset=utf-8")
        elif path == "/binary":
            self.reply(200, bytes([0xff, 0xfe, 0x00, 0x01]), content_type="application/octet-stream")
        elif path == "/envelope":
            self.json(200, {"code": 0, "message": "ok", "data": {"service": "second", "path": path}})
        else:
            self.json(404, {"message": "Not Found"})

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = do_OPTIONS = handle_any


def main():
    args = serverkit.arguments("A plain-JSON API for Courier's tests.")
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    serverkit.serve(server, args.lifetime)


if __name__ == "__main__":
    main()

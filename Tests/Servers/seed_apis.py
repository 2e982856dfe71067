#!/usr/bin/env python3
"""The APIs behind the app-style routers of Tests/Fixtures/Routers, each in its seed's envelope shape, for
Courier's compat CLI package (Tests/Fixtures/CompatPackage), standard library only.

    python3 Tests/Servers/seed_apis.py --style seed001|seed002|seed003|seed004|github --port 0 [--lifetime SECONDS]

First stdout line: `listening on http://127.0.0.1:PORT`. Every answer carries `received`: what came in
(method, path, query, lowercased headers, body as text), so a test sees the request as the router sent it.

  seed001  {status, code?, message, result}: no `code` on success (the app treats it as optional);
           POST .../orders/PAID/cancel is code 40010 (a business error), DELETE .../orders/LOCKED a 422
  seed002  {code, msg, data}, success 200: a query `token` starting `expired` is code 401 in a 200 (log in again);
           GET .../mock/pages?page=99 is code 500100 (a business error)
  seed003  httpbin-like, no envelope: the received request at top level; /anything/404 is a 404
  seed004  no envelope: /users/... and /orders/... (two services); user `nobody` is a 404, a login with
           password `wrong` a 401
  github   no envelope: /api/... and /trending/...; /api/repos/octo/missing is a 404 {"message": "Not Found"},
           /api/zen text/plain; /assets/... (the download, served from another port: a foreign origin) bytes
"""
import json
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

import serverkit

STYLES = ("seed001", "seed002", "seed003", "seed004", "github")


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def reply(self, status, body, content_type="application/json"):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def json(self, status, value):
        self.reply(status, json.dumps(value, ensure_ascii=False).encode())

    def handle_any(self):
        url = urlsplit(self.path)
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        headers = {}
        for name, value in self.headers.items():
            headers.setdefault(name.lower(), value)
        received = {"method": self.command, "path": url.path, "query": url.query, "headers": headers,
                    "body": body.decode("utf-8", "replace")}
        query = {k: v[-1] for k, v in parse_qs(url.query, keep_blank_values=True).items()}
        status, value = getattr(self, self.server.style)(url.path, query, received)
        if isinstance(value, bytes):
            self.reply(status, value, content_type="application/octet-stream")
        elif isinstance(value, str):
            self.reply(status, value.encode(), content_type="text/plain; charset=utf-8")
        else:
            self.json(status, value)

    def seed001(self, path, query, received):
        if path.endswith("/orders/PAID/cancel"):
            return 200, {"status": 200, "code": 40010, "message": "the order is paid out and cannot be cancelled"}
        if self.command == "DELETE" and path.endswith("/orders/LOCKED"):
            return 422, {"status": 422, "code": 42201, "message": "a locked order cannot be deleted"}
        return 200, {"status": 200, "message": "ok", "result": {"received": received}}

    def seed002(self, path, query, received):
        if query.get("token", "").startswith("expired"):
            return 200, {"code": 401, "msg": "the session has expired, log in again"}
        if path.endswith("/mock/pages") and query.get("page") == "99":
            return 200, {"code": 500100, "msg": "no such page"}
        return 200, {"code": 200, "msg": "ok", "data": {"received": received}}

    def seed003(self, path, query, received):
        if path == "/anything/404":
            return 404, {"error": "nothing here"}
        return 200, {"url": self.path, "args": query, "received": received}

    def seed004(self, path, query, received):
        if "/user/nobody/" in path:
            return 404, {"message": "no such user"}
        if path.endswith("/user/login") and json.loads(received["body"] or "{}").get("password") == "wrong":
            return 401, {"message": "wrong user name or password"}
        return 200, {"received": received}

    def github(self, path, query, received):
        if path == "/api/repos/octo/missing":
            return 404, {"message": "Not Found"}
        if path == "/api/zen":
            return 200, "Design for failure."
        if path.startswith("/assets/"):
            # The bytes, and whether a credential came along, in a header-free way a test can read.
            return 200, ("authorization: %s" % received["headers"].get("authorization", "none")).encode()
        return 200, {"received": received}

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = do_OPTIONS = handle_any


def main():
    args = serverkit.arguments("The seed-style APIs for Courier's compat CLI package.",
                               extra=lambda parser: parser.add_argument("--style", choices=STYLES, required=True))
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    server.style = args.style
    serverkit.serve(server, args.lifetime)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""A scripted HTTP test server for Courier's pipeline tests, standard library only.

    python3 Tests/Servers/scripted_server.py --port 0 [--lifetime SECONDS]

First stdout line: `listening on http://127.0.0.1:PORT`. It counts the TCP connections it
accepted and the requests it served, so tests can prove that refused input sent nothing, and notes
when each /flaky and /never request arrived (its own monotonic clock), so a test checks a wait
between two attempts by what the server saw, not by how fast the machine ran.

Paths (any method):
  /stats                              {"connections": N, "requests": M}; ask with a fresh connection
                                      each time (e.g. a new curl process): /stats connections are not counted
  /arrivals?key=K                     {"key": K, "times": [seconds, ...]}: when each request noted under K
                                      arrived (a /flaky key, or a /never path); not counted either
  /empty...                           200 with Content-Type application/json and an empty body (a base URL
                                      ending in /empty makes every route answer with nothing)
  /echo...                            envelope whose data is {method, path, query, headers, body}
  /status/NNN                         status NNN with an envelope {code: NNN}
  /flaky?key=K&fail=N&status=S&after=A  the first N requests for key K get status S (with
                                      Retry-After: A when given), then 200
  /redirect?to=URL&status=S           a redirect (default 302) to URL
  /loop                               a redirect to itself, forever
  /bytes?size=N                       N deterministic bytes, streamed with a Content-Length
  /raw?hex=HEX&type=T&status=S        exactly these bytes with this content type
  /gzip?size=N                        N zero bytes gzip-compressed (a bomb), only if Accept-Encoding allows
  /encoded?coding=C                   a plain body labelled Content-Encoding: C
  /drip?every=S&count=N               headers, then one byte every S seconds, N times
  /never...                           read the request, never answer (until the client hangs up); its
                                      arrival is noted under its path
  /items?count=N                      an envelope whose data is N small objects
  /small.json                         a ~200-byte envelope
"""
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

import serverkit


class Counters:
    def __init__(self):
        self.lock = threading.Lock()
        self.connections = 0
        self.requests = 0
        self.stats_calls = 0
        self.flaky = {}
        self.arrivals = {}

    def arrived(self, key):
        with self.lock:
            self.arrivals.setdefault(key, []).append(time.monotonic())


COUNTERS = Counters()


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def get_request(self):
        request = super().get_request()
        with COUNTERS.lock:
            COUNTERS.connections += 1
        return request


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Headers and body go out in two writes; without TCP_NODELAY, Nagle and the client's delayed ACK
    # stall every response on a kept-alive connection by about 40 ms.
    disable_nagle_algorithm = True

    def log_message(self, *args):
        pass

    def reply(self, status, payload, headers=()):
        self.reply_bytes(status, json.dumps(payload, ensure_ascii=False).encode("utf-8"), "application/json", headers)

    def reply_bytes(self, status, body, content_type, headers=()):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def handle_any(self):
        parts = urlsplit(self.path)
        query = parse_qs(parts.query, keep_blank_values=True)
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length > 0 else b""
        if parts.path == "/stats":
            # Each /stats query comes on a connection of its own (a fresh curl process); leave those out.
            with COUNTERS.lock:
                COUNTERS.stats_calls += 1
                return self.reply(200, {"connections": COUNTERS.connections - COUNTERS.stats_calls, "requests": COUNTERS.requests},
                                  [("Connection", "close")])
        if parts.path == "/arrivals":
            key = query.get("key", [""])[0]
            with COUNTERS.lock:
                COUNTERS.stats_calls += 1
                times = list(COUNTERS.arrivals.get(key, []))
            return self.reply(200, {"key": key, "times": times}, [("Connection", "close")])
        with COUNTERS.lock:
            COUNTERS.requests += 1
        if parts.path.startswith("/never"):
            # A server that took the request and never answers: hold the connection until the client gives up.
            COUNTERS.arrived(parts.path)
            self.close_connection = True
            try:
                while self.rfile.read(1):
                    pass
            except OSError:
                pass
            return None
        if parts.path.startswith("/empty"):
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        if parts.path.startswith("/echo"):
            data = {
                "method": self.command,
                "path": parts.path,
                "rawPath": self.path,
                "query": parts.query,
                "headers": [[k, v] for k, v in self.headers.items()],
                "body": body.decode("utf-8", "replace"),
            }
            return self.reply(200, {"code": 0, "message": "ok", "data": data})
        if parts.path.startswith("/status/"):
            status = int(parts.path.split("/")[2])
            return self.reply(status, {"code": status, "message": "status %d" % status, "data": None})
        if parts.path == "/flaky":
            key = query.get("key", ["default"])[0]
            fail = int(query.get("fail", ["1"])[0])
            status = int(query.get("status", ["503"])[0])
            with COUNTERS.lock:
                seen = COUNTERS.flaky.get(key, 0)
                COUNTERS.flaky[key] = seen + 1
            COUNTERS.arrived(key)
            if seen < fail:
                headers = [("Retry-After", query["after"][0])] if "after" in query else []
                return self.reply(status, {"code": status, "message": "try again", "data": None}, headers)
            return self.reply(200, {"code": 0, "message": "ok", "data": {"attempt": seen + 1}})
        if parts.path == "/redirect":
            status = int(query.get("status", ["302"])[0])
            target = query.get("to", ["/echo"])[0]
            headers = [("Location", target)] + [("Set-Cookie", cookie) for cookie in query.get("cookie", [])]
            return self.reply(status, {"code": status, "message": "moved", "data": None}, headers)
        if parts.path == "/bytes":
            # `size` deterministic bytes (i * 7 + i // 251 mod 256), streamed in 64 KiB chunks with a length.
            size = int(query.get("size", ["0"])[0])
            self.send_response(200)
            self.send_header("Content-Type", "application/octet-stream")
            self.send_header("Content-Length", str(size))
            self.end_headers()
            block = bytes(((i * 7) + (i // 251)) % 256 for i in range(65536))
            sent = 0
            try:
                while sent < size:
                    chunk = block[: min(65536, size - sent)]
                    self.wfile.write(chunk)
                    sent += len(chunk)
            except OSError:
                pass
            return None
        if parts.path == "/raw":
            body = bytes.fromhex(query.get("hex", [""])[0])
            self.reply_bytes(int(query.get("status", ["200"])[0]), body, query.get("type", ["application/octet-stream"])[0])
            return None
        if parts.path == "/gzip":
            # A compression bomb: `size` zero bytes gzip-compressed (about 1000:1), sent only to clients that ask.
            size = int(query.get("size", ["0"])[0])
            accepts = "gzip" in (self.headers.get("Accept-Encoding") or "")
            body = serverkit.gzip_zeros(size) if accepts else b'{"code":0,"message":"not compressed","data":null}'
            self.reply_bytes(200, body, "application/json", [("Content-Encoding", "gzip")] if accepts else [])
            return None
        if parts.path == "/encoded":
            # A reply labelled with any Content-Encoding (`coding`), its body a few plain bytes: a coding the client's
            # libcurl cannot decode (`compress`, or `br` against macOS's) fails its transfer.
            self.reply_bytes(200, b"not really encoded", "application/json", [("Content-Encoding", query.get("coding", ["x-unknown"])[0])])
            return None
        if parts.path == "/drip":
            # Headers at once, then one byte every `every` seconds, `count` times (a stalled transfer).
            every = float(query.get("every", ["2"])[0])
            count = int(query.get("count", ["5"])[0])
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(count))
            self.end_headers()
            self.wfile.flush()
            try:
                for _ in range(count):
                    time.sleep(every)
                    self.wfile.write(b" ")
                    self.wfile.flush()
            except OSError:
                pass
            return None
        if parts.path == "/loop":
            return self.reply(302, {"code": 302, "message": "again", "data": None}, [("Location", "/loop")])
        if parts.path == "/items":
            count = int(query.get("count", ["10"])[0])
            items = [{"id": i, "name": "item %d" % i, "tags": ["a", "b"]} for i in range(count)]
            return self.reply(200, {"code": 0, "message": "ok", "data": items})
        if parts.path == "/small.json":
            return self.reply(200, {"code": 0, "message": "ok", "data": {"id": 1, "name": "small", "tags": ["a", "b", "c"],
                                                                         "price": 9.99, "note": "about two hundred bytes of JSON"}})
        return self.reply(404, {"code": 404, "message": "no such path", "data": None})

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = do_OPTIONS = handle_any


if __name__ == "__main__":
    serverkit.main(__doc__.splitlines()[0], Server, Handler)

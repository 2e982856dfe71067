#!/usr/bin/env python3
"""The demo API behind Courier's demo routes (Routes/), standard library only.

    python3 Tests/Servers/demo_api.py --port 0     # 0 picks a free port

The first line on stdout is `listening on http://127.0.0.1:PORT` (flushed), so a test or the
Makefile can wait for it instead of sleeping; the second, `base URL: http://127.0.0.1:PORT/v1 (…)`, is the base URL
every route is under, the one to give `--base-url`. Responses use the envelope
{"code": 0, "message": "ok", "data": ...}. HTTP/1.1 keep-alive is on.

Fixtures that make every error category reachable from a demo route:
  orders detail --no NOPE      404, code 40401            -> http.not_found
  orders detail --no E500      500, code 50000            -> http.server
  orders detail --no HTML      200, text/html body        -> decoding.body
  orders detail --no NOENV     200, JSON without envelope -> decoding.envelope
  orders detail --no MISMATCH  200, total is a string     -> decoding.model
  orders cancel --no A1003     200, code 1002 (already)   -> business
  users profile (no token)     401, code 40006            -> http.unauthorized
  users update --name ''       422, code 42201            -> http.validation
Sessions (see the block "sessions" below): login gives a token, a refresh token and expiresIn
(--token-lifetime seconds); users refresh renews them; account login sets a cookie session
(Max-Age --cookie-max-age seconds); --token-padding N makes every granted token N bytes longer;
users verify wants HTTP Basic. GET /v1/_test/counts says how often each path was called,
POST /v1/_test/expire ends every access token (with ?refresh=1 every refresh token too).
POST /v1/_test/hostile?route=refresh|login&answer=A[&to=URL] makes every later answer of that route
hostile (a well-formed login is still checked first): huge (expiresIn 1e300, which the contract refuses),
control (a token with a control character), notoken (a refresh token and no token), redirect (307 to
URL), stranger (a well-formed session the server does not know). Their fresh tokens are fresh-access-canary and fresh-refresh-canary, so a test can look for them.
  pages numbered | cursor | linked --all: a list of seven in pages of three (see demo_pages.py)
The server stops by itself after --lifetime seconds (default 3600) so a lost one cannot linger.
"""
import base64
import hashlib
import json
import secrets
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, unquote, urlsplit

import demo_pages
import serverkit

USERS = {"alice": {"id": 5, "username": "alice", "name": "Alice", "email": "alice@example.com", "password": "wonderland"}}


def fresh_orders():
    return {
        "A1001": {"no": "A1001", "uid": 5, "sku": "SKU-1", "qty": 2, "total": 25.80, "status": "paid", "createdAt": "2026-11-01T10:00:00Z"},
        "A1002": {"no": "A1002", "uid": 5, "sku": "SKU-7", "qty": 1, "total": 12345678901234567890, "status": "shipped", "createdAt": "2026-11-02T09:30:00Z"},
        "A1003": {"no": "A1003", "uid": 5, "sku": "SKU-2", "qty": 3, "total": 1.10, "status": "cancelled", "createdAt": "2026-11-03T08:15:00Z"},
        "B2001": {"no": "B2001", "uid": 7, "sku": "SKU-3", "qty": 1, "total": 9.99, "status": "paid", "createdAt": "2026-11-04T12:00:00Z"},
    }


class State:
    def __init__(self):
        self.lock = threading.Lock()
        self.orders = fresh_orders()
        self.tokens = {}
        self.next_order = 3000
        # sessions: refresh tokens, cookie sessions, calls per path, the access tokens' lifetime
        self.refresh_tokens = {}
        self.cookie_sessions = {}
        self.counts = {}
        self.token_lifetime = 3600
        self.cookie_max_age = 3600
        self.token_padding = 0
        # route ("refresh", "login") -> (answer, to): see _test/hostile
        self.hostile = {}


STATE = State()


def envelope(data, code=0, message="ok"):
    return {"code": code, "message": message, "data": data}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Headers and body go out in two writes; without TCP_NODELAY, Nagle and the client's delayed ACK
    # stall every response on a kept-alive connection by about 40 ms.
    disable_nagle_algorithm = True
    server_version = "courier-demo/1"

    def log_message(self, *args):  # quiet: tests read stdout for the port line only
        pass

    # --- plumbing -------------------------------------------------------------------------
    def send_json(self, status, payload, raw=None):
        # Number literals such as 25.80 or 1.10 must go out as written, so some bodies are raw text.
        body = (raw if raw is not None else json.dumps(payload, ensure_ascii=False)).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("X-Request-Id", secrets.token_hex(4))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def send_text(self, status, text, content_type="text/html; charset=utf-8"):
        body = text.encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def parse_request(self):
        ok = super().parse_request()
        try:
            self.body_left = max(int(self.headers.get("Content-Length") or 0), 0) if ok else 0
        except ValueError:
            self.body_left, self.close_connection = 0, True
        return ok

    def send_response(self, code, message=None):
        # Whatever of a body its handler left unread (a GET or an unknown path with a body, as
        # schemathesis sends) is read first: on a kept-alive connection the rest would otherwise be
        # taken for the next request line, and a close with unread bytes resets the reply.
        while getattr(self, "body_left", 0) > 0:
            chunk = self.rfile.read(min(65536, self.body_left))
            self.body_left = self.body_left - len(chunk) if chunk else 0
        super().send_response(code, message)

    def read_body(self):
        length, self.body_left = self.body_left, 0
        return self.rfile.read(length) if length > 0 else b""

    def read_json(self):
        try:
            value = json.loads(self.read_body() or b"null")
            return value if isinstance(value, dict) else None
        except ValueError:
            return None

    def current_user(self):
        auth = self.headers.get("Authorization", "")
        if auth.startswith("Bearer "):
            with STATE.lock:
                found = STATE.tokens.get(auth[7:])
            if found and found[1] > time.time():
                return USERS[found[0]]
        return None

    def route(self):
        parts = urlsplit(self.path)
        if not parts.path.startswith("/v1/"):
            return None, None, None
        segments = [unquote(s) for s in parts.path[4:].split("/")]
        return segments, parse_qs(parts.query, keep_blank_values=True), parts

    # --- endpoints ------------------------------------------------------------------------
    def do_GET(self):
        segments, query, _ = self.route()
        self.count()
        if segments and segments[0] in ("_test", "account") or segments == ["users", "verify"]:
            return self.sessions_get(segments)
        if segments == ["orders"]:
            try:
                uid = int(query.get("uid", [""])[0])
            except ValueError:
                return self.send_json(400, envelope(None, 40001, "uid must be an integer"))
            with STATE.lock:
                items = [o for o in STATE.orders.values() if o["uid"] == uid]
            return self.send_json(200, None, raw=render_envelope(items))
        if segments and len(segments) == 2 and segments[0] == "orders":
            return self.order_detail(segments[1])
        if segments == ["users", "me"]:
            user = self.current_user()
            if not user:
                return self.send_json(401, envelope(None, 40006, "token missing or expired"))
            return self.send_json(200, envelope(public(user)))
        if segments == ["health"]:
            return self.send_json(200, envelope({"status": "up"}))
        if demo_pages.handle(self, segments, query, envelope):
            return None
        return self.send_json(404, envelope(None, 40400, "no such endpoint"))

    def order_detail(self, no):
        if no == "E500":
            return self.send_json(500, envelope(None, 50000, "internal server error"))
        if no == "HTML":
            return self.send_text(200, "<html><body>maintenance</body></html>")
        if no == "NOENV":
            return self.send_json(200, {"no": "A1001"})
        if no == "MISMATCH":
            return self.send_json(200, None, raw='{"code":0,"message":"ok","data":{"no":"MISMATCH","uid":5,"sku":"SKU-1","qty":2,"total":"12.5","status":"paid","createdAt":"2026-11-01T10:00:00Z"}}')
        with STATE.lock:
            order = STATE.orders.get(no)
        if not order:
            return self.send_json(404, envelope(None, 40401, "order not found"))
        return self.send_json(200, None, raw=render_envelope(order))

    def do_POST(self):
        segments, query, _ = self.route()
        self.count()
        if segments and segments[0] in ("_test", "account") or segments == ["users", "refresh"]:
            return self.sessions_post(segments, query)
        if segments == ["users", "login"]:
            body = self.read_json() or {}
            username = body.get("username")
            user = USERS.get(username) if isinstance(username, str) else None
            if not user or body.get("password") != user["password"]:
                return self.send_json(401, envelope(None, 40001, "wrong username or password"))
            if self.hostile_answer("login"):
                return
            return self.send_json(200, envelope(dict(issue_tokens(user["username"]), user=public(user))))
        if segments == ["orders"]:
            body = self.read_json()
            if not body or not valid_integer(body.get("uid"), 1, 2147483647) or not valid_integer(body.get("qty"), 1, 999) \
                    or not isinstance(body.get("sku"), str) or not body.get("sku"):
                return self.send_json(422, envelope(None, 42201, "uid, sku and qty are required"))
            with STATE.lock:
                STATE.next_order += 1
                no = "C%d" % STATE.next_order
                order = {"no": no, "uid": body["uid"], "sku": body["sku"], "qty": body["qty"],
                         "total": round(body["qty"] * 12.9, 2), "status": "paid", "createdAt": "2026-11-30T00:00:00Z"}
                STATE.orders[no] = order
            return self.send_json(201, envelope(order))
        if segments and len(segments) == 3 and segments[0] == "orders" and segments[2] == "cancel":
            self.read_body()
            with STATE.lock:
                order = STATE.orders.get(segments[1])
                if not order:
                    return self.send_json(404, envelope(None, 40401, "order not found"))
                if order["status"] == "cancelled":
                    return self.send_json(200, envelope(None, 1002, "order already cancelled"))
                order["status"] = "cancelled"
            return self.send_json(200, None, raw=render_envelope(order))
        if segments == ["files"]:
            return self.upload()
        self.read_body()
        return self.send_json(404, envelope(None, 40400, "no such endpoint"))

    def method_not_allowed(self):
        """Any other method: 405 with the ones the demo serves (RFC 9110 §15.5.6), not http.server's 501."""
        self.read_body()
        payload = json.dumps(envelope(None, 40500, "method not allowed")).encode()
        self.send_response(405)
        self.send_header("Allow", "GET, POST, PATCH")
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def __getattr__(self, name):
        # http.server looks up do_<METHOD>; every method the demo does not serve gets the 405 above.
        if name.startswith("do_"):
            return self.method_not_allowed
        raise AttributeError(name)

    def do_PATCH(self):
        segments, _, _ = self.route()
        self.count()
        if segments == ["users", "me"]:
            body = self.read_json() or {}
            user = self.current_user()
            if not user:
                return self.send_json(401, envelope(None, 40006, "token missing or expired"))
            name = body.get("name")
            if not isinstance(name, str) or not (1 <= len(name) <= 32):
                return self.send_json(422, envelope(None, 42201, "name must be 1 to 32 characters"))
            user["name"] = name
            return self.send_json(200, envelope(public(user)))
        self.read_body()
        return self.send_json(404, envelope(None, 40400, "no such endpoint"))

    # --- sessions: refresh, cookie sessions, Basic ---------------------------------------------
    def count(self):
        with STATE.lock:
            path = urlsplit(self.path).path
            STATE.counts[path] = STATE.counts.get(path, 0) + 1

    def sessions_get(self, segments):
        if segments == ["_test", "counts"]:
            with STATE.lock:
                return self.send_json(200, envelope(dict(STATE.counts)))
        if segments == ["account", "me"]:
            cookies = {}
            for part in self.headers.get("Cookie", "").split(";"):
                name, _, value = part.strip().partition("=")
                cookies[name] = value
            with STATE.lock:
                username = STATE.cookie_sessions.get(cookies.get("sid"))
            if not username:
                return self.send_json(401, envelope(None, 40006, "no session cookie"))
            return self.send_json(200, envelope(public(USERS[username])))
        if segments == ["users", "verify"]:
            auth = self.headers.get("Authorization", "")
            try:
                name, _, password = base64.b64decode(auth[6:]).decode().partition(":") if auth.startswith("Basic ") else ("", "", "")
            except ValueError:
                name, password = "", ""
            user = USERS.get(name)
            if not user or user["password"] != password:
                body = json.dumps(envelope(None, 40001, "Basic credentials required")).encode()
                self.send_response(401)
                self.send_header("WWW-Authenticate", 'Basic realm="demo"')
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                return self.wfile.write(body)
            return self.send_json(200, envelope(public(user)))
        return self.send_json(404, envelope(None, 40400, "no such endpoint"))

    def sessions_post(self, segments, query):
        body = self.read_json() or {}
        if segments == ["users", "refresh"]:
            # Only a string can be a refresh token (a list or object would not even be a dictionary key).
            refresh = body.get("refreshToken")
            with STATE.lock:
                username = STATE.refresh_tokens.pop(refresh, None) if isinstance(refresh, str) else None
            if not username:
                return self.send_json(401, envelope(None, 40007, "refresh token invalid"))
            if self.hostile_answer("refresh"):
                return
            return self.send_json(200, envelope(issue_tokens(username)))
        if segments == ["account", "login"]:
            username = body.get("username")
            user = USERS.get(username) if isinstance(username, str) else None
            if not user or body.get("password") != user["password"]:
                return self.send_json(401, envelope(None, 40001, "wrong username or password"))
            sid = secrets.token_urlsafe(24)
            with STATE.lock:
                STATE.cookie_sessions[sid] = user["username"]
            payload = json.dumps(envelope(public(user))).encode()
            self.send_response(200)
            self.send_header("Set-Cookie", "sid=%s; Path=/v1; HttpOnly; Max-Age=%d" % (sid, STATE.cookie_max_age))
            self.send_header("Set-Cookie", "theme=dark; Domain=other.example; Path=/")
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            return self.wfile.write(payload)
        if segments == ["_test", "hostile"]:
            with STATE.lock:
                STATE.hostile[query.get("route", [""])[0]] = (query.get("answer", [""])[0], query.get("to", [""])[0])
            return self.send_json(200, envelope(None))
        if segments == ["_test", "expire"]:
            with STATE.lock:
                for token in STATE.tokens:
                    STATE.tokens[token] = (STATE.tokens[token][0], 0)
                if query.get("refresh"):
                    STATE.refresh_tokens.clear()
            return self.send_json(200, envelope(None))
        return self.send_json(404, envelope(None, 40400, "no such endpoint"))

    def hostile_answer(self, route):
        """The answer _test/hostile set for `route`, sent; False when none is set."""
        with STATE.lock:
            answer, to = STATE.hostile.get(route, ("", ""))
        data = '"token":"fresh-access-canary","refreshToken":"fresh-refresh-canary"'
        if answer == "huge":
            raw = '{"code":0,"message":"ok","data":{%s,"expiresIn":1e300}}' % data
        elif answer == "control":
            raw = '{"code":0,"message":"ok","data":{"token":"fresh-access\\u0001canary","refreshToken":"fresh-refresh-canary","expiresIn":60}}'
        elif answer == "stranger":
            raw = json.dumps(envelope({"token": "fresh-access-canary", "refreshToken": "fresh-refresh-canary", "expiresIn": 60,
                                       "user": public(USERS["alice"])}))
        elif answer == "notoken":
            raw = '{"code":0,"message":"ok","data":{"refreshToken":"fresh-refresh-canary","expiresIn":60}}'
        elif answer == "redirect":
            self.send_response(307)
            self.send_header("Location", to)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return True
        else:
            return False
        self.send_json(200, None, raw=raw)
        return True

    def upload(self):
        content_type = self.headers.get("Content-Type", "")
        if "boundary=" not in content_type:
            self.read_body()
            return self.send_json(400, envelope(None, 40002, "expected multipart/form-data"))
        boundary = content_type.split("boundary=", 1)[1].strip('"').encode()
        remaining, self.body_left = self.body_left, 0
        digest, size, name, mime = hashlib.sha256(), 0, None, None
        # Stream the body: keep only what is needed to find part boundaries.
        buffer = b""
        in_file = False
        delimiter = b"\r\n--" + boundary
        while remaining > 0 or buffer:
            if remaining > 0:
                chunk = self.rfile.read(min(65536, remaining))
                if not chunk:
                    break
                remaining -= len(chunk)
                buffer += chunk
            if not in_file:
                start = buffer.find(b"\r\n\r\n")
                if start < 0:
                    if remaining == 0:
                        break
                    continue
                head = buffer[:start].decode("utf-8", "replace")
                buffer = buffer[start + 4:]
                for line in head.split("\r\n"):
                    lower = line.lower()
                    if lower.startswith("content-disposition") and 'filename="' in line:
                        name = line.split('filename="', 1)[1].split('"', 1)[0]
                    if lower.startswith("content-type:"):
                        mime = line.split(":", 1)[1].strip()
                in_file = True
            end = buffer.find(delimiter)
            if end >= 0:
                digest.update(buffer[:end]); size += end
                buffer = b""
                while remaining > 0:  # drain the closing boundary
                    remaining -= len(self.rfile.read(min(65536, remaining)))
                break
            keep = len(delimiter)
            if len(buffer) > keep:
                digest.update(buffer[:-keep]); size += len(buffer) - keep
                buffer = buffer[-keep:]
            if remaining == 0:
                break
        self.body_left = remaining
        if name is None:
            return self.send_json(400, envelope(None, 40003, "no file part"))
        return self.send_json(200, envelope({"name": name, "size": size, "sha256": digest.hexdigest(), "mime": mime or "application/octet-stream"}))


def valid_integer(value, low, high):
    """A JSON integer (not a boolean, which Python counts as one) in the range the route declares."""
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def issue_tokens(username):
    """A new access token (good for the server's token lifetime) and a one-use refresh token."""
    token, refresh = secrets.token_urlsafe(24) + "p" * STATE.token_padding, secrets.token_urlsafe(24)
    with STATE.lock:
        STATE.tokens[token] = (username, time.time() + STATE.token_lifetime)
        STATE.refresh_tokens[refresh] = username
        lifetime = STATE.token_lifetime
    return {"token": token, "refreshToken": refresh, "expiresIn": lifetime}


def public(user):
    return {k: user[k] for k in ("id", "username", "name", "email")}


def render_envelope(data):
    """An envelope whose order totals keep their literal form (25.80, 1.10), as a real backend might send."""
    def order_json(o):
        total = o["total"]
        literal = {25.80: "25.80", 1.10: "1.10"}.get(total, json.dumps(total))
        fields = [(k, json.dumps(v, ensure_ascii=False)) for k, v in o.items()]
        return "{" + ",".join('"%s":%s' % (k, literal if k == "total" else v) for k, v in fields) + "}"
    if isinstance(data, list):
        rendered = "[" + ",".join(order_json(o) for o in data) + "]"
    else:
        rendered = order_json(data)
    return '{"code":0,"message":"ok","data":%s}' % rendered


def extra_arguments(parser):
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--token-lifetime", type=int, default=3600, help="seconds an access token is good for")
    parser.add_argument("--cookie-max-age", type=int, default=3600, help="the login cookie's Max-Age")
    parser.add_argument("--token-padding", type=int, default=0, help="bytes added to every granted token")


def main():
    args = serverkit.arguments(__doc__.splitlines()[0], port=8080, lifetime=3600.0,
                               extra=extra_arguments)
    STATE.token_lifetime = args.token_lifetime
    STATE.cookie_max_age = args.cookie_max_age
    STATE.token_padding = args.token_padding
    server = ThreadingHTTPServer((args.host, args.port), Handler)
    server.daemon_threads = True
    serverkit.serve(server, args.lifetime, host=args.host, base_path="/v1")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""A hostile HTTP server on raw sockets, standard library only: responses a well-behaved server never sends.

    python3 Tests/Servers/hostile_server.py --port 0 [--lifetime SECONDS]

First stdout line: `listening on http://127.0.0.1:PORT`. Unlike fault_server.py it keeps connections
alive (a response without `close=1` in its query leaves the connection open for the next request), so a
client reuses its connection, and its handle, across retries, redirect hops and smoke cases.
Query values are percent-decoded; `\\r\\n` in a value stays as typed unless the path says otherwise.

  /ok                             a small valid envelope
  /lead                           a valid envelope whose first header line starts with whitespace
                                  (obs-fold with nothing to continue, RFC 9112 §5.2)
  /hop?to=PATH                    302 to PATH
  /flaky?key=K&then=PATH          the first request for K gets 503 with Retry-After: 0, later ones PATH's answer
  /retry-after?value=V            503 with Retry-After: V
  /status?line=TEXT               the status line TEXT, then a valid envelope
  /length?value=N                 Content-Length: N (any text), 16 bytes of body, then close
  /chunk?size=TEXT                chunked, one chunk announced as TEXT with 16 bytes, then close
  /location?to=TEXT               302 with Location: TEXT as given (bytes, not checked)
  /zeros?size=N                   N NUL bytes (application/octet-stream)
  /string?size=N                  a JSON string of N letters (application/json)
  /gzip?size=N                    N zero bytes gzip-compressed (a bomb), always sent compressed
  /never...                       reads, never answers (any path under /never)
  any path, with X-Truncate: P    truncates file P to 1 KiB once the request headers arrived, then reads the
                                  body it announced (the client runs out of file mid-upload); 201 if it all came
  /folds?count=N                  one header followed by N one-byte continuation lines (obs-fold)
  /fill?byte=HH&size=N&pause=S    N bytes of 0xHH in 4 KiB pieces, S seconds apart (a slow download)
  /mutant?seed=N                  a response mutated from a valid one by seed N (see mutant()): the fuzz input
  /stats                          {"connections": N, "requests": M}, not counted
"""
import json
import os
import random
import socket
import threading
import time
from urllib.parse import parse_qs, urlsplit

import serverkit

ENVELOPE = b'{"code":0,"message":"ok","data":{"id":1}}'
LOCK = threading.Lock()
STATE = {"connections": 0, "requests": 0, "stats": 0, "flaky": {}}
GZIP = {}


def response(status=b"HTTP/1.1 200 OK", headers=(), body=ENVELOPE, close=False, lead=b""):
    """Bytes of a response with a Content-Length; `lead` is a raw line sent right after the status line."""
    lines = [status]
    if lead:
        lines.append(lead)
    lines += [b"Content-Type: application/json", b"Content-Length: %d" % len(body)]
    lines += [h if isinstance(h, bytes) else h.encode("latin-1") for h in headers]
    if close:
        lines.append(b"Connection: close")
    return b"\r\n".join(lines) + b"\r\n\r\n" + body


def mutant(seed):
    """A response built from valid parts, then damaged by the seed: the status line, header names and values,
    folding, duplicated or conflicting framing, chunk sizes and extensions, trailers, encodings, truncation.
    Returns (bytes, whether the connection must close afterwards)."""
    rng = random.Random(seed)
    status = rng.choice([b"HTTP/1.1 200 OK", b"HTTP/1.1 503 Busy", b"HTTP/1.1 302 Found", b"HTTP/1.0 200 OK",
                         b"HTTP/1.1 204 No Content", b"HTTP/1.1 404 Not Found", b"HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK",
                         b"HTTP/1.1 999 Odd", b"HTTP/1.1 99999999999999999999 Big", b"HTTP/1.1 -1 Neg", b"HTTP/1.1 200",
                         b"HTTP/2 200", b"HTTP/1.1 0200 OK", b"HTTP/1.1  200  OK", b"HTTP/1.1 200 \x1b[2J\x00"])
    body = rng.choice([ENVELOPE, b"", b"{}", b"\x00" * rng.randint(1, 300), b'"' + b"a" * rng.randint(0, 300) + b'"',
                       b'{"code":0,"message":"ok","data":[' + b"1," * rng.randint(0, 200) + b"1]}", bytes(range(256)),
                       b'{"code":1e999999,"message":"\\ud800","data":{"a":{"a":{"a":[[[[[]]]]]}}}}'])
    headers = [b"Content-Type: " + rng.choice([b"application/json", b"text/plain", b"application/octet-stream", b""])]
    pool = [b"Retry-After: " + rng.choice([b"0", b"1", b"99999999999999999999", b"-1", b"Sun, 06 Nov 999999999999 08:49:37 GMT",
                                            b"Sun, 06 Nov 1994 08:49:37 GMT", b"Fri, 31 Dec 9999 23:59:60 GMT", b"1e9", b""]),
            b"Location: " + rng.choice([b"/ok", b"/mutant?seed=%d" % (seed + 1), b"http://[::1", b"http://127.0.0.1:0/",
                                        b"ftp://x/", b"//", b"\x00", b"/a b", b"http://a:99999999999/"]),
            b"X-Folded: first", b"  continued", b"\tcontinued too", b" ", b"X-Empty:", b"X-Nul: a\x00b", b": no name",
            b"no colon at all", b"X-Long: " + b"v" * rng.randint(0, 20000), b"Set-Cookie: a=b",
            b"Content-Encoding: " + rng.choice([b"gzip", b"deflate", b"br", b"identity", b"gzip, gzip", b"x-unknown"]),
            b"Transfer-Encoding: " + rng.choice([b"chunked", b"gzip, chunked", b"identity", b"chunked, chunked", b"x"]),
            b"Content-Length: " + rng.choice([b"0", b"5", b"-1", b"107374182400", b"99999999999999999999", b"1, 1", b"0x10", b""]),
            b"Trailer: X-T", b"Connection: " + rng.choice([b"close", b"keep-alive", b"upgrade"])]
    for _ in range(rng.randint(0, 6)):
        headers.insert(rng.randint(0, len(headers)), rng.choice(pool))
    lead = rng.choice([b"", b"", b"  X-Lead: v", b"\tX-Lead: v"])
    framing = rng.choice(["length", "length", "chunked", "close", "none"])
    head = [status] + ([lead] if lead else []) + headers
    if framing == "length":
        head.append(b"Content-Length: %d" % len(body))
        tail = body
    elif framing == "chunked":
        head.append(b"Transfer-Encoding: chunked")
        size = rng.choice([b"%x" % len(body), b"%x;ext=1" % len(body), b"zz", b"ffffffffffffffffff", b"-1", b" %x " % len(body)])
        trailer = rng.choice([b"", b"X-T: v\r\n", b"  folded-trailer\r\n", b"Content-Length: 5\r\n"])
        tail = size + b"\r\n" + body + b"\r\n" + (b"0\r\n" + trailer + b"\r\n" if body else trailer + b"\r\n")
    else:
        tail = body
    data = b"\r\n".join(head) + b"\r\n\r\n" + tail
    # Byte-level damage: flip, drop, or cut short.
    for _ in range(rng.choice([0, 0, 0, 1, 2, 4])):
        if not data:
            break
        at = rng.randrange(len(data))
        action = rng.randrange(3)
        if action == 0:
            data = data[:at] + bytes([rng.randrange(256)]) + data[at + 1:]
        elif action == 1:
            data = data[:at] + data[at + 1:]
        else:
            data = data[:at] + rng.choice([b"\r\n", b"\r\n ", b"\x00", b":", b"\r\n\r\n"]) + data[at:]
    if rng.random() < 0.1:
        data = data[: rng.randrange(len(data) + 1)]
        framing = "close"
    return data, framing in ("close", "none") or b"Connection: close" in data


def read_request(conn, buffered):
    """One request from the connection: (head, buffered bytes after it) or None at EOF."""
    data = buffered
    while b"\r\n\r\n" not in data:
        if len(data) > 1 << 20:
            return None
        chunk = conn.recv(65536)
        if not chunk:
            return None
        data += chunk
    head, rest = data.split(b"\r\n\r\n", 1)
    return head, rest


def header(head, wanted):
    """The value of the request header `wanted` (lowercase bytes), or None."""
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == wanted:
            return value.strip()
    return None


def body_length(head):
    try:
        return int(header(head, b"content-length") or 0)
    except ValueError:
        return 0


def answer(conn, path, query, head, rest):
    """Sends the answer to one request; returns (keep the connection open, bytes left over)."""
    one = lambda name, default="": query.get(name, [default])[0]
    length = body_length(head)
    truncate = header(head, b"x-truncate")
    if truncate is not None:
        os.truncate(truncate.decode("latin-1"), 1024)
        received = len(rest)
        while received < length:
            chunk = conn.recv(65536)
            if not chunk:
                return False, b""
            received += len(chunk)
        conn.sendall(response(b"HTTP/1.1 201 Created", close=True))
        return False, b""
    if path.startswith("/never"):
        while conn.recv(65536):
            pass
        return False, b""
    while len(rest) < length:
        chunk = conn.recv(65536)
        if not chunk:
            return False, b""
        rest += chunk
    rest = rest[length:]
    close = one("close") == "1"
    if path == "/ok":
        conn.sendall(response(close=close))
    elif path == "/lead":
        conn.sendall(response(lead=b"  X-Lead: v", close=close))
    elif path == "/hop":
        conn.sendall(response(b"HTTP/1.1 302 Found", ["Location: " + one("to", "/ok")], body=b"{}", close=close))
    elif path == "/flaky":
        key = one("key")
        with LOCK:
            seen = STATE["flaky"].get(key, 0)
            STATE["flaky"][key] = seen + 1
        if seen == 0:
            conn.sendall(response(b"HTTP/1.1 503 Busy", ["Retry-After: 0"], body=b'{"code":503,"message":"busy","data":null}'))
        else:
            target = urlsplit(one("then", "/ok"))
            return answer(conn, target.path, parse_qs(target.query, keep_blank_values=True), head, b"")
    elif path == "/retry-after":
        conn.sendall(response(b"HTTP/1.1 503 Busy", [b"Retry-After: " + one("value").encode("latin-1")],
                              body=b'{"code":503,"message":"busy","data":null}', close=close))
    elif path == "/status":
        conn.sendall(response(one("line").encode("latin-1"), close=True))
        return False, b""
    elif path == "/length":
        conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + one("value").encode("latin-1")
                     + b"\r\n\r\n" + b"x" * 16)
        return False, b""
    elif path == "/chunk":
        conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
                     + one("size").encode("latin-1") + b"\r\n" + b"x" * 16)
        return False, b""
    elif path == "/location":
        conn.sendall(response(b"HTTP/1.1 302 Found", [b"Location: " + one("to").encode("latin-1")], body=b"{}", close=close))
    elif path in ("/zeros", "/string"):
        size = int(one("size", "0"))
        kind = b"application/octet-stream" if path == "/zeros" else b"application/json"
        conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: " + kind + b"\r\nContent-Length: %d\r\nConnection: close\r\n\r\n"
                     % (size + (0 if path == "/zeros" else 2)))
        block = (b"\x00" if path == "/zeros" else b"a") * 65536
        if path == "/string":
            conn.sendall(b'"')
        left = size
        while left > 0:
            conn.sendall(block[: min(left, len(block))])
            left -= min(left, len(block))
        if path == "/string":
            conn.sendall(b'"')
        return False, b""
    elif path == "/gzip":
        size = int(one("size", "0"))
        with LOCK:
            if size not in GZIP:
                GZIP[size] = serverkit.gzip_zeros(size)
            bomb = GZIP[size]
        conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nContent-Encoding: gzip\r\n"
                     b"Content-Length: %d\r\nConnection: close\r\n\r\n" % len(bomb) + bomb)
        return False, b""
    elif path == "/folds":
        conn.sendall(b"HTTP/1.1 200 OK\r\nX-Folded: v\r\n" + b" x\r\n" * int(one("count", "0"))
                     + b"Content-Length: %d\r\nConnection: close\r\n\r\n" % len(ENVELOPE) + ENVELOPE)
        return False, b""
    elif path == "/fill":
        size, piece = int(one("size", "0")), bytes([int(one("byte", "41"), 16)]) * 4096
        conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nContent-Length: %d\r\n"
                     b"Connection: close\r\n\r\n" % size)
        while size > 0:
            conn.sendall(piece[: min(size, len(piece))])
            size -= min(size, len(piece))
            time.sleep(float(one("pause", "0")))
        return False, b""
    elif path == "/mutant":
        data, must_close = mutant(int(one("seed", "0")))
        conn.sendall(data)
        return not must_close, rest
    else:
        conn.sendall(response(b"HTTP/1.1 404 Not Found", body=b'{"code":404,"message":"no such path","data":null}', close=close))
    return not close, rest


def serve(conn):
    conn.settimeout(60)
    conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    buffered = b""
    while True:
        request = read_request(conn, buffered)
        if request is None:
            return
        head, rest = request
        target = head.split(b" ", 2)[1].decode("latin-1") if head.count(b" ") >= 2 else "/"
        parts = urlsplit(target)
        if parts.path == "/stats":
            with LOCK:
                STATE["stats"] += 1
                body = json.dumps({"connections": STATE["connections"] - STATE["stats"], "requests": STATE["requests"]}).encode()
            conn.sendall(response(body=body, close=True))
            return
        with LOCK:
            STATE["requests"] += 1
        keep, buffered = answer(conn, parts.path, parse_qs(parts.query, keep_blank_values=True), head, rest)
        if not keep:
            return
        # A mutant may have framed itself wrong (a client then waits for bytes that never come): close
        # soon if no next request arrives, so a fuzz round ends in a read error, not at its timeout.
        conn.settimeout(0.5 if parts.path in ("/mutant", "/hop", "/flaky") else 60)


def main():
    args = serverkit.arguments(__doc__.splitlines()[0])

    def count():
        with LOCK:
            STATE["connections"] += 1

    serverkit.serve_sockets(args.port, args.lifetime, serve, on_accept=count)


if __name__ == "__main__":
    main()

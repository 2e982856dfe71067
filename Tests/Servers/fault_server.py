#!/usr/bin/env python3
"""A fault-injection HTTP server on raw sockets, standard library only (curl's test servers are the model).

    python3 Tests/Servers/fault_server.py --port 0 [--lifetime SECONDS]

First stdout line: `listening on http://127.0.0.1:PORT`. Each connection is read up to the end of the
request headers, then answered by the fault its path names. It counts accepted connections and keeps
the bytes received, both reported by `/stats` (which is not counted).

  /never            accept, read, never answer
  /drip             a valid response, one byte every 0.5 s
  /close-early      close before any reply
  /close-headers    close in the middle of the headers
  /close-body       Content-Length: 100, send 10 bytes, close
  /close-chunked    chunked, one chunk, close
  /reset            a TCP reset (SO_LINGER 0) instead of a reply
  /bad-status       a malformed status line
  /no-colon         a header line without a colon
  /nul-header       a NUL byte inside a header
  /two-lengths      two different Content-Length values
  /folded           an obs-folded header and one padded with spaces and tabs (a valid 200)
  /bad-chunk        a chunk size that is not hex
  /huge-header      one 150 KB header
  /many-headers     5,000 headers
  /endless          a chunked body that never ends
  /big-length       200 MB with a Content-Length
  /big-close        200 MB delimited by closing the connection
  /gzip-bomb        a gzip body of about 1000:1 (always sent compressed)
  /loop             a redirect to itself
  /stale            a small envelope on a connection it keeps open, then resets it when the next
                    request arrives on it: a kept-alive connection the server dropped
  /ok               a small valid envelope
"""
import json
import socket
import struct
import threading
import time

import serverkit

STATS = {"connections": 0, "received": b"", "stats_calls": 0}
LOCK = threading.Lock()
ENVELOPE = b'{"code":0,"message":"ok","data":{"id":1}}'


def head(status="200 OK", headers=(), length=None, keep_alive=False):
    """A status line and headers. Every connection serves one request, so every response says
    `Connection: close` (RFC 9112 §9.6); without it a client may send its next request on the
    connection just as it closes, and get a reset instead of an answer."""
    lines = ["HTTP/1.1 " + status, "Content-Type: application/json"]
    if length is not None:
        lines.append("Content-Length: %d" % length)
    lines += list(headers)
    if not keep_alive and not any(h.lower().startswith("connection:") for h in headers):
        lines.append("Connection: close")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")


def gzip_bomb():
    return serverkit.gzip_zeros(100 << 20)


BOMB = None


def serve(conn):
    global BOMB
    conn.settimeout(60)
    data = b""
    while b"\r\n\r\n" not in data and len(data) < 1 << 20:
        chunk = conn.recv(65536)
        if not chunk:
            return
        data += chunk
    path = data.split(b" ", 2)[1].decode("latin-1") if data.count(b" ") >= 2 else "/"
    path = path.split("?", 1)[0]
    if path == "/stats":
        with LOCK:
            STATS["stats_calls"] += 1
            body = json.dumps({"connections": STATS["connections"] - STATS["stats_calls"], "requests": 0,
                               "received": STATS["received"].decode("latin-1")}).encode()
        conn.sendall(head(length=len(body), headers=["Connection: close"]) + body)
        return
    with LOCK:
        STATS["received"] += data
    if path == "/never":
        while conn.recv(65536):
            pass
    elif path == "/drip":
        for byte in head(length=len(ENVELOPE)) + ENVELOPE:
            conn.sendall(bytes([byte]))
            time.sleep(0.5)
    elif path == "/close-early":
        pass
    elif path == "/close-headers":
        conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: appl")
    elif path == "/close-body":
        conn.sendall(head(length=100) + b"0123456789")
    elif path == "/close-chunked":
        conn.sendall(head(headers=["Transfer-Encoding: chunked"]) + b"a\r\n0123456789\r\n")
    elif path == "/reset":
        conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    elif path == "/bad-status":
        conn.sendall(b"HTTP/1.1 two hundred OK\r\nContent-Length: 2\r\n\r\n{}")
    elif path == "/no-colon":
        conn.sendall(b"HTTP/1.1 200 OK\r\nThis line has no colon\r\nContent-Length: 2\r\n\r\n{}")
    elif path == "/nul-header":
        conn.sendall(b"HTTP/1.1 200 OK\r\nX-Bad: a\x00b\r\nContent-Length: 2\r\n\r\n{}")
    elif path == "/folded":
        conn.sendall(head(length=len(ENVELOPE), headers=["X-Folded: first", "  second  ", "X-Padded: \t value \t"]) + ENVELOPE)
    elif path == "/two-lengths":
        conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 40\r\n\r\n{}" + b" " * 40)
    elif path == "/bad-chunk":
        conn.sendall(head(headers=["Transfer-Encoding: chunked"]) + b"zz\r\nhello\r\n0\r\n\r\n")
    elif path == "/huge-header":
        conn.sendall(head(length=len(ENVELOPE), headers=["X-Huge: " + "a" * 150_000]) + ENVELOPE)
    elif path == "/many-headers":
        conn.sendall(head(length=len(ENVELOPE), headers=["X-H%d: v" % i for i in range(5000)]) + ENVELOPE)
    elif path == "/endless":
        conn.sendall(head(headers=["Transfer-Encoding: chunked"]))
        block = b"%x\r\n%s\r\n" % (65536, b"x" * 65536)
        while True:
            conn.sendall(block)
    elif path in ("/big-length", "/big-close"):
        size = 200 << 20
        conn.sendall(head(length=size if path == "/big-length" else None, headers=["Connection: close"]))
        block = b"x" * 65536
        for _ in range(size // len(block)):
            conn.sendall(block)
    elif path == "/gzip-bomb":
        with LOCK:
            if BOMB is None:
                BOMB = gzip_bomb()
        conn.sendall(head(length=len(BOMB), headers=["Content-Encoding: gzip"]) + BOMB)
    elif path == "/loop":
        conn.sendall(head("302 Found", length=2, headers=["Location: /loop"]) + b"{}")
    elif path == "/stale":
        conn.sendall(head(length=len(ENVELOPE), keep_alive=True) + ENVELOPE)
        if conn.recv(65536):
            # SO_LINGER 0: close() sends a reset, not a FIN, with the request unread.
            conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    else:
        conn.sendall(head(length=len(ENVELOPE)) + ENVELOPE)


def main():
    args = serverkit.arguments(__doc__.splitlines()[0])

    def count():
        with LOCK:
            STATS["connections"] += 1

    serverkit.serve_sockets(args.port, args.lifetime, serve, on_accept=count)


if __name__ == "__main__":
    main()

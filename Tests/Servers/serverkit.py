"""What Courier's test servers share: their command line and their generated bodies (standard library only)."""
import argparse
import socket
import time
import signal
import sys
import threading
import zlib


def arguments(description, port=0, lifetime=300.0, extra=None):
    """Parses --port and --lifetime (and whatever `extra(parser)` adds) and makes SIGTERM/SIGINT work:
    a parent may spawn us with signals blocked (libdispatch threads do)."""
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--port", type=int, default=port, help="0 picks a free port")
    parser.add_argument("--lifetime", type=float, default=lifetime, help="seconds until the server stops by itself")
    if extra:
        extra(parser)
    return parser.parse_args()


def gzip_zeros(size):
    """`size` zero bytes, gzip-compressed (about 1000:1): a compression bomb."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
    zeros = bytes(1 << 20)
    parts, left = [], size
    while left > 0:
        parts.append(compressor.compress(zeros[: min(left, len(zeros))]))
        left -= min(left, len(zeros))
    parts.append(compressor.flush())
    return b"".join(parts)


def serve(server, lifetime, host="127.0.0.1", base_path=None):
    """Announces `listening on http://HOST:PORT` (the line tests wait for), serves until `lifetime` seconds
    have passed or a signal arrives, and closes the socket on every path. With `base_path` (`/v1`), a second line
    gives the base URL every route is under, the one to call; both lines go in one write, so a reader has both."""
    timer = threading.Timer(lifetime, server.shutdown)
    timer.daemon = True
    timer.start()
    origin = "http://%s:%d" % (host, server.server_address[1])
    text = "listening on %s\n" % origin
    if base_path:
        text += "base URL: %s%s (every route is under %s: --base-url %s%s)\n" % (origin, base_path, base_path, origin, base_path)
    sys.stdout.write(text)
    sys.stdout.flush()
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


def main(description, server_class, handler):
    """A server's whole `main`: its command-line arguments, then `serve` on 127.0.0.1."""
    args = arguments(description)
    serve(server_class(("127.0.0.1", args.port), handler), args.lifetime)


def serve_sockets(port, lifetime, handle, on_accept=None):
    """A raw TCP server for faults an HTTP library would not produce: announces `listening on …`, accepts
    until `lifetime` seconds have passed, and runs `handle(conn)` on a thread per connection (after
    `on_accept()`, e.g. to count it). A connection the peer drops mid-way ends quietly; it is closed on every path."""

    def run(conn):
        try:
            handle(conn)
        except OSError:
            pass
        finally:
            try:
                conn.close()
            except OSError:
                pass

    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", port))
    listener.listen(64)
    listener.settimeout(0.5)
    deadline = time.time() + lifetime
    print("listening on http://127.0.0.1:%d" % listener.getsockname()[1], flush=True)
    while time.time() < deadline:
        try:
            conn, _ = listener.accept()
        except socket.timeout:
            continue
        if on_accept:
            on_accept()
        threading.Thread(target=run, args=(conn,), daemon=True).start()

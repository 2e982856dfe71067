#!/usr/bin/env python3
"""Records a HAR of one curl call per demo route through mitmproxy, as a capturing tool no one here wrote.

    python mitm_capture.py MITMDUMP BASE_URL HAR_FILE

BASE_URL is the demo API's (http://127.0.0.1:PORT, without /v1). mitmdump runs in reverse-proxy mode in front of it
on a free port with `hardump`, curl (the client) calls each route through it, then mitmdump is stopped with SIGTERM,
which makes it write the HAR. Prints one line per call (`METHOD PATH`) on stdout, in order, for the test to compare.
mitmdump is killed on every path; no fixed sleeps: the proxy is polled until it accepts a connection (bounded).
"""
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time

mitmdump, base, har = sys.argv[1], sys.argv[2].rstrip("/"), sys.argv[3]
# Foundation starts children from threads that block signals, and the mask is inherited: unblock SIGTERM, or mitmdump
# never sees the one that makes it write the HAR.
signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})

# One call per demo route: (method, path, curl options). Bodies as the routes send them.
CALLS = [
    ("GET", "/v1/orders?uid=5", []),
    ("GET", "/v1/orders/A1001", ["-H", "Accept: application/json"]),
    ("POST", "/v1/orders", ["-H", "Content-Type: application/json", "--data-raw", '{"uid":5,"sku":"SKU-1","qty":2}']),
    ("POST", "/v1/orders/A1002/cancel", ["-X", "POST"]),
    ("POST", "/v1/users/login", ["-H", "Content-Type: application/json", "--data-raw", '{"username":"alice","password":"wonderland"}']),
    ("POST", "/v1/users/refresh", ["-H", "Content-Type: application/json", "--data-raw", '{"refreshToken":"r-1"}']),
    ("GET", "/v1/users/verify", ["-u", "alice:wonderland"]),
    ("GET", "/v1/users/me", ["-H", "Authorization: Bearer t-1"]),
    ("PATCH", "/v1/users/me", ["-X", "PATCH", "-H", "Authorization: Bearer t-1", "-H", "Content-Type: application/json",
                               "--data-raw", '{"name":"Alice"}']),
    ("POST", "/v1/account/login", ["-H", "Content-Type: application/json", "--data-raw", '{"username":"alice","password":"wonderland"}']),
    ("GET", "/v1/account/me", ["-b", "sid=s-1"]),
    ("POST", "/v1/files", ["-F", "file=@{upload};type=text/plain;filename=note.txt"]),
    ("GET", "/v1/pages/numbered?per_page=2", []),
    ("GET", "/v1/pages/cursor?limit=2", []),
    ("GET", "/v1/pages/linked?per_page=2", []),
]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_listening(port, process, seconds=30):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit("mitmdump exited before listening: %s" % process.stderr.read().decode(errors="replace"))
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            time.sleep(0.05)
    raise SystemExit("mitmdump did not listen on %d within %d s" % (port, seconds))


port = free_port()
confdir = tempfile.mkdtemp(prefix="mitm-conf-")
proxy = subprocess.Popen([mitmdump, "--mode", "reverse:" + base, "--listen-host", "127.0.0.1", "-p", str(port),
                          "--set", "hardump=" + har, "--set", "confdir=" + confdir, "-q"],
                         stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
try:
    wait_listening(port, proxy)
    upload = os.path.join(confdir, "note.txt")
    with open(upload, "w") as f:
        f.write("a note\n")
    for method, path, options in CALLS:
        options = [o.replace("{upload}", upload) for o in options]
        subprocess.run(["curl", "-s", "-o", os.devnull, "--max-time", "20"] + options + ["http://127.0.0.1:%d%s" % (port, path)],
                       check=True, stdin=subprocess.DEVNULL)
        print(method, path, flush=True)
    proxy.send_signal(signal.SIGTERM)
    proxy.wait(timeout=30)
finally:
    if proxy.poll() is None:
        proxy.kill()
        proxy.wait()
if not os.path.exists(har):
    raise SystemExit("mitmdump wrote no HAR: %s" % proxy.stderr.read().decode(errors="replace"))

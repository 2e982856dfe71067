#!/usr/bin/env python3
"""Fuzzes Courier's response handling through the built binary, over a real socket (run by `make fuzz`).

    python3 Tests/Fuzz/fuzz_responses.py COURIER_BINARY --seconds 60 [--seed N]

hostile_server.py answers `/mutant?seed=N` with a response damaged from a valid one (status line, header
names and values, folding, framing, chunk sizes, trailers, encodings, truncation). Each round runs courier
one way at random: a single call, a retry on the same connection, a --follow hop, or a smoke run of several
cases on reused connections. Invariants, for every round:
  - the exit code is one of the documented ones and not 1 (internal): never a trap 132, abort 134, segfault 139,
    nor a sanitizer's;
  - nothing on stderr says Courier crashed ("Fatal error", "Program crashed", "AddressSanitizer");
  - stdout is one JSON document (one per line with -o ndjson) whenever a request was sent.
A failure prints the command that reproduces it and exits 1.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SERVER = os.path.join(HERE, "..", "Servers", "hostile_server.py")
# Exit 1 is documented too, but it means a bug in Courier: no server's bytes may cause it.
DOCUMENTED = {0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 130}
CRASH_WORDS = ("Fatal error", "Program crashed", "AddressSanitizer", "runtime failure", "Segmentation fault")


def start_server():
    server = subprocess.Popen([sys.executable, "-u", SERVER, "--port", "0", "--lifetime", "600"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
    line = server.stdout.readline().decode()
    if "listening on " not in line:
        server.kill()
        raise SystemExit("fuzz: the hostile server did not start: %r" % line)
    return server, line.split("listening on ", 1)[1].strip()


def round_arguments(rng, base, directory):
    """One round: (argv after the binary, whether stdout is ndjson)."""
    seed = rng.randrange(1 << 30)
    mutant = "/mutant?seed=%d" % seed
    quoted = mutant.replace("?", "%3F").replace("=", "%3D")
    common = ["--base-url", base, "--timeout", "3", "--connect-timeout", "2"]
    mode = rng.choice(["single", "retry", "follow", "smoke", "smoke"])
    if mode == "single":
        return common + ["--no-retry", "request", "GET", mutant], False
    if mode == "retry":
        return common + ["--retry", "1", "request", "GET", "/flaky?key=%d&then=%s" % (seed, quoted)], False
    if mode == "follow":
        return common + ["--no-retry", "--follow", "request", "GET", "/hop?to=" + quoted], False
    lines = []
    for _ in range(rng.randint(2, 8)):
        case = rng.choice(["/ok", "/lead", "/mutant?seed=%d" % rng.randrange(1 << 30),
                           "/mutant?seed=%d" % rng.randrange(1 << 30), "/hop?to=/mutant%%3Fseed%%3D%d" % rng.randrange(1 << 30)])
        extra = rng.choice(["--no-retry", "--no-retry --follow", "--no-retry", "--retry 1"])
        lines.append("request GET '%s' %s" % (case, extra))
    plan = os.path.join(directory, "fuzz-%d.smoke" % seed)
    with open(plan, "w") as handle:
        handle.write("\n".join(lines) + "\n")
    ndjson = rng.random() < 0.3
    return common + ["smoke", plan, "--jobs", str(rng.choice([1, 1, 3]))] + (["-o", "ndjson"] if ndjson else []), ndjson


def check(run, ndjson):
    """The invariant broken by this run, or None."""
    if run.returncode < 0:
        return "killed by signal %d (exit %d)" % (-run.returncode, 128 - run.returncode)
    if run.returncode not in DOCUMENTED:
        return "exit code %d (internal or undocumented)" % run.returncode
    stderr = run.stderr.decode("utf-8", "replace")
    for word in CRASH_WORDS:
        if word in stderr:
            return "stderr says %r" % word
    if run.returncode in (2, 130) and not run.stdout:
        return None  # refused before sending, or interrupted: nothing to print
    text = run.stdout.decode("utf-8", "strict") if run.stdout else ""
    try:
        documents = [json.loads(line) for line in text.splitlines() if line] if ndjson else [json.loads(text)]
    except ValueError as error:
        return "stdout is not JSON (%s): %r" % (error, text[:200])
    if not documents:
        return "stdout is empty"
    if any(internal(document) for document in documents):
        return "a server's response was judged `internal` (a bug category)"
    return None


def internal(value):
    """Whether any `category` in the document (a smoke report's cases included) is `internal`."""
    if isinstance(value, dict):
        return value.get("category") == "internal" or any(internal(v) for v in value.values())
    if isinstance(value, list):
        return any(internal(v) for v in value)
    return False


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args()
    seed = args.seed if args.seed is not None else random.randrange(1 << 30)
    rng = random.Random(seed)
    directory = os.path.join(os.path.dirname(os.path.abspath(args.binary)), "fuzz-responses")
    os.makedirs(directory, exist_ok=True)
    env = {"PATH": "/usr/bin:/bin", "HOME": directory, "LANG": "C.UTF-8",
           "ASAN_OPTIONS": "detect_leaks=0:exitcode=86"}
    server, base = start_server()
    deadline = time.time() + args.seconds
    rounds = 0
    try:
        while time.time() < deadline:
            argv, ndjson = round_arguments(rng, base, directory)
            try:
                run = subprocess.run([args.binary] + argv, stdin=subprocess.DEVNULL, capture_output=True, env=env, timeout=60)
            except subprocess.TimeoutExpired:
                problem, run = "no exit within 60 s (a hang)", None
            else:
                problem = check(run, ndjson)
            rounds += 1
            if problem:
                print("fuzz: responses: %s (run seed %d, round %d)" % (problem, seed, rounds), file=sys.stderr)
                print("  reproduce: %s %s" % (args.binary, " ".join("'%s'" % a for a in argv)), file=sys.stderr)
                if run is not None:
                    sys.stderr.write(run.stderr.decode("utf-8", "replace")[-3000:])
                return 1
    finally:
        server.kill()
        server.wait()
    print("fuzz: responses: %d rounds, zero crashes (seed %d)" % (rounds, seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())

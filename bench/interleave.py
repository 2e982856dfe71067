#!/usr/bin/env python3
"""Times shell commands in alternation (A, B, A, B, ...) and writes hyperfine's JSON export format.

Why: hyperfine runs every run of one command before the next command's. On a shared machine whose speed drifts
over a minute, that puts the drift into the ratio between them; alternating puts each pair of runs under the same
conditions. Like hyperfine, each command runs through `sh -c` (or, with -N, is split into words and run directly),
and the time to start a program that does nothing (`sh -c ''`, or `true` with -N), measured the same way, is
subtracted.

usage: interleave.py [-N] --runs N --warmup W --export-json FILE CMD...
"""
import argparse
import json
import shlex
import statistics
import subprocess
import time


def run(command, shell):
    argv = ["sh", "-c", command] if shell else shlex.split(command)
    started = time.perf_counter()
    subprocess.run(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - started


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("-N", dest="shell", action="store_false", help="run each command without a shell")
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--warmup", type=int, default=5)
    parser.add_argument("--export-json", required=True)
    parser.add_argument("commands", nargs="+")
    options = parser.parse_args()
    # The last: a program that does nothing, for the time every run spends starting one.
    commands = options.commands + ["" if options.shell else "true"]
    times = [[] for _ in commands]
    for round_ in range(options.warmup + options.runs):
        for index, command in enumerate(commands):
            elapsed = run(command, options.shell)
            if round_ >= options.warmup:
                times[index].append(elapsed)
    start_up = statistics.median(times[-1])
    results = []
    for command, measured in zip(options.commands, times):
        corrected = [max(0.0, t - start_up) for t in measured]
        results.append({"command": command, "mean": statistics.mean(corrected), "median": statistics.median(corrected),
                        "min": min(corrected), "max": max(corrected), "times": corrected})
    with open(options.export_json, "w") as out:
        json.dump({"results": results, "interleaved": True, "start_up_seconds": start_up}, out, indent=1)
    for row in results:
        print("%8.1f ms median (%.1f–%.1f)  %s" % (row["median"] * 1000, row["min"] * 1000, row["max"] * 1000, row["command"][:100]))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Measures how a run grows with its work: a large command against a small one, in rounds, each round running the
small command several times and then the large one once, so both meet the machine in the same state.

Why rounds: the large run takes seconds and the small one milliseconds; compared with a small median taken minutes
earlier, the ratio carried the machine's drift (two runs of make bench with no change between them were far apart).
Each round gives a ratio; the median ratio is the figure, with the others beside it. Peak memory is the large run's
(`wait4`'s maximum resident size). Commands are split into words and run directly, output discarded.

usage: linearity.py --rounds R --small-runs N --export-json FILE SMALL LARGE
"""
import argparse
import json
import os
import shlex
import statistics
import subprocess
import time


def run(command):
    started = time.perf_counter()
    process = subprocess.Popen(shlex.split(command), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(process.pid, 0)
    process.returncode = 0
    return time.perf_counter() - started, usage.ru_maxrss


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--small-runs", type=int, default=7)
    parser.add_argument("--export-json", required=True)
    parser.add_argument("small")
    parser.add_argument("large")
    options = parser.parse_args()
    rounds = []
    run(options.small)  # warm-up: the binary and the plan into the page cache
    for _ in range(options.rounds):
        small = statistics.median(run(options.small)[0] for _ in range(options.small_runs))
        large, peak_kib = run(options.large)
        rounds.append({"small_median": small, "large": large, "ratio": large / small, "large_peak_kib": peak_kib})
    ratios = [r["ratio"] for r in rounds]
    result = {"small": options.small, "large": options.large, "rounds": rounds, "ratio_median": statistics.median(ratios),
              "large_median": statistics.median(r["large"] for r in rounds),
              "small_median": statistics.median(r["small_median"] for r in rounds),
              "peak_kib": max(r["large_peak_kib"] for r in rounds)}
    with open(options.export_json, "w") as out:
        json.dump(result, out, indent=1)
    print("%.1f× median ratio (%s), large %.2f s, peak %.0f MiB" % (result["ratio_median"], ", ".join("%.1f" % r for r in ratios),
                                                                      result["large_median"], result["peak_kib"] / 1024))


if __name__ == "__main__":
    main()

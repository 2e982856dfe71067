#!/usr/bin/env python3
"""Turns the benchmark's hyperfine exports and measurements into bench/RESULTS.md."""
import json
import os
import sys

work, results = sys.argv[1], sys.argv[2]
meta = json.load(open(os.path.join(work, "meta.json")))


def load(name):
    path = os.path.join(work, name + ".json")
    return json.load(open(path))["results"] if os.path.exists(path) else None


def shown(command):
    """The command as a reader wants it: `courier`, `URL`, `$work` instead of long paths."""
    for long, short in ((meta.get("courier_path", "\0"), "courier"), (meta.get("work", "\0"), "$work")):
        command = command.replace(long, short)
    for key in ("base", "demo"):
        if meta.get(key):
            command = command.replace(meta[key], "URL" if key == "base" else "DEMO")
    return command.replace("|", "\\|")


def ms(seconds):
    return "%.1f" % (seconds * 1000)


lines = ["# Benchmark results", "", "Written by `make bench` (bench/run.sh); numbers from one run on this machine.", ""]
lines += ["| | |", "| --- | --- |"]
for key in ("date", "machine", "cpus", "memory", "kernel", "courier", "curl", "jq", "nginx", "hyperfine", "httpie", "valgrind"):
    if meta.get(key):
        lines.append("| %s | %s |" % (key, meta[key]))
lines.append("")

targets = {
    "single": ("One call to a small JSON URL (nginx, loopback)", "courier ≤ 1.25× curl -s -i"),
    "demo": ("One demo route call (demo_api.py, loopback)", "(for reference)"),
    "startup": ("Start-up", "courier --version ≤ 1.5× curl --version"),
    "big": ("50 MB JSON, printed pretty (stdout to /dev/null)", "courier ≤ 0.5× curl | jq . ; with the contract check ≤ 1.0×"),
    "smoke": ("1,000 GETs of /small.json (nginx, loopback)", "courier smoke --jobs 4 ≤ 1.0× curl -Z --parallel-max 4, and ≥ 20× faster than 1,000 curl processes"),
    "smoke-distinct": ("1,000 GETs, every plan line different (/small.json?i=N)",
                       "(for reference: identical lines are prepared once; here each of the 1,000 is parsed, resolved and built)"),
}
for name, (title, target) in targets.items():
    rows = load(name)
    if not rows:
        continue
    lines += ["## " + title, "", "Target: " + target, "", "| command | median ms | min–max ms | ratio to the baseline |", "| --- | --- | --- | --- |"]
    second = rows[1]["median"] if len(rows) > 1 else rows[0]["median"]
    base = {"big": rows[0]["median"], "smoke": second, "smoke-distinct": second}.get(name, rows[-1]["median"])
    for row in rows:
        lines.append("| `%s` | %s | %s–%s | %.2f× |" % (shown(row["command"]), ms(row["median"]), ms(row["min"]), ms(row["max"]), row["median"] / base))
    lines.append("")

if meta.get("rss"):
    lines += ["## Peak memory, 50 MB body", "", "| command | peak RSS MiB | × body size |", "| --- | --- | --- |"]
    for command, kib in meta["rss"]:
        lines.append("| `%s` | %.0f | %.1f× |" % (command.replace("|", "\\|"), kib / 1024, kib * 1024 / meta["big_bytes"]))
    lines.append("")

if meta.get("callgrind"):
    lines += ["## Instructions of one call (callgrind, SWIFT_DETERMINISTIC_HASHING=1)", "",
              "A figure that does not move with machine noise: compare it across commits.", "",
              "| command | instructions |", "| --- | --- |"]
    for command, count in meta["callgrind"]:
        lines.append("| `%s` | %s |" % (command, format(count, ",")))
    lines.append("")

if meta.get("rebuild_seconds"):
    lines += ["## Generated commands: rebuild after adding one case (debug)", "",
              "Target: < 5 s. bench/rebuild.sh: a package applying the CourierCommands plugin to a 20-case router, built once;",
              "then a case is appended and `swift build` timed (median of 3), and the new command is run with `--dry-run`.", "",
              "| step | seconds |", "| --- | --- |", "| `swift build` after appending a case | %s |" % meta["rebuild_seconds"], ""]

if meta.get("missing"):
    lines += ["## Not measured", ""] + ["- " + note for note in meta["missing"]] + [""]
open(results, "w").write("\n".join(lines))
print("\n".join(lines))

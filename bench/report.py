#!/usr/bin/env python3
"""Turns the benchmark's hyperfine exports and measurements into bench/RESULTS.md."""
import json
import os
import re
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
    for key, short in (("base", "URL"), ("demo", "DEMO"), ("tls", "TLS-URL")):
        if meta.get(key):
            command = command.replace(meta[key], short)
    command = command.replace("$work/cert.pem", "CA")
    command = re.sub(r"\$work/compat/\.build/\S*/release/", "", command)  # bench/compat.sh's two programs
    command = command.replace("$work/team/prefix/bin/shop", "shop").replace("$work/team/plain/release/shop", "shop")  # bench/team.sh's
    return command.replace("|", "\\|")


def ms(seconds):
    return "%.1f" % (seconds * 1000)


lines = ["# Benchmark results", "",
         "Written by `make bench` (bench/run.sh); numbers from one run on this machine. Which binary each figure is from: the",
         "first section names each; every other section measures `courier` as `make build` builds it (the binary `make install`",
         "copies and, since the Makefile reads libcurl's version only after `make deps`, the one a fresh machine's first `make demo`",
         "builds too).", ""]
lines += ["| | |", "| --- | --- |"]
for key in ("date", "machine", "cpus", "memory", "kernel", "courier", "courier's libcurl", "curl", "jq", "nginx", "hyperfine", "httpie", "valgrind"):
    if meta.get(key):
        lines.append("| %s | %s |" % (key, meta[key]))
lines.append("")

# What users run (issue 47): each binary a user gets, beside curl, alternating in one run; wall, instructions, peak memory.
users = load("users")
if users and meta.get("users") and len(users) == len(meta["users"]):
    curl_wall, curl_count = users[-1]["median"], meta["users"][-1][2]
    lines += ["## What users run: one small GET beside curl (nginx, loopback)", "",
              "Target: each ≤ 1.0× `curl -s -i URL/small.json`, wall and instructions (issue 47). Each row is the binary its",
              "second column says; %d runs of each, the four alternating (bench/interleave.py); instructions by callgrind" % len(users[0].get("times", [])),
              "(SWIFT_DETERMINISTIC_HASHING=1); peak memory the median of 5 runs (GNU time's %M).", "",
              "| binary | built by | median ms | ratio to curl (wall) | instructions | ratio to curl (instructions) | peak MiB |",
              "| --- | --- | --- | --- | --- | --- | --- |"]
    for row, (label, built, count, kib) in zip(users, meta["users"]):
        lines.append("| `%s` | %s | %s | %.2f× | %s | %s | %.1f |" % (
            label, built, ms(row["median"]), row["median"] / curl_wall, format(count, ","),
            "%.2f×" % (count / curl_count) if count and curl_count else "—", kib / 1024))
    lines += ["", "Every other section measures `courier` as `make build` builds it, the first row's binary.", ""]

targets = {
    "single": ("One call to a small JSON URL (nginx, loopback)", "courier ≤ 1.0× curl -s -i (issue 24)"),
    "https": ("One call over HTTPS (the same nginx, a certificate made for this run, trusted with --cacert)", "courier ≤ 1.0× curl -s -i"),
    "demo": ("One demo route call (demo_api.py, loopback)", "courier ≤ 1.05× curl"),
    "startup": ("Start-up", "courier --version ≤ 1.5× curl --version"),
    "big": ("50 MB JSON, printed pretty (stdout to /dev/null)", "printing ≤ 2.5× `-o body`; with the contract check ≤ 0.4× curl | jq ."),
    "compat": ("A compat CLI beside a native one: the same call (GET /small.json), each program built as courier is (bench/compat.sh)",
               "compat (an app's Moya router through CourierMoya, Foundation linked) ≤ 1.2× native (a Courier Route)"),
    "smoke": ("1,000 GETs of /small.json (nginx, loopback)", "courier smoke --jobs 4 ≤ 0.9× curl -Z --parallel-max 4, and ≥ 20× faster than 1,000 curl processes"),
    "smoke-distinct": ("1,000 GETs, every plan line different (/small.json?i=N)",
                       "courier ≤ 0.9× curl -Z (identical lines are prepared once; here each of the 1,000 is parsed, resolved and built)"),
}
for name, (title, target) in targets.items():
    rows = load(name)
    if not rows:
        continue
    if name == "smoke":
        rows = rows + (load("smoke-processes") or [])
    lines += ["## " + title, "", "Target: " + target, "", "| command | median ms | min–max ms | ratio to the baseline |", "| --- | --- | --- | --- |"]
    second = rows[1]["median"] if len(rows) > 1 else rows[0]["median"]
    base = {"big": rows[0]["median"], "smoke": second, "smoke-distinct": second}.get(name, rows[-1]["median"])
    for row in rows:
        lines.append("| `%s` | %s | %s–%s | %.2f× |" % (shown(row["command"]), ms(row["median"]), ms(row["min"]), ms(row["max"]), row["median"] / base))
    lines.append("")
    path = os.path.join(work, name + ".json")
    if json.load(open(path)).get("interleaved"):
        runs = len(rows[0].get("times", []))
        lines += ["%d runs of each, the commands alternating (bench/interleave.py), so the machine's drift falls on both alike." % runs, ""]
    if name == "compat":
        counts = dict(meta.get("callgrind", []))
        compat = next((v for k, v in counts.items() if k.startswith("compat")), 0)
        native = next((v for k, v in counts.items() if k.startswith("native")), 0)
        if compat and native:
            lines += ["Instructions (callgrind): compat %s, native %s: %.2f×; by phase below." % (format(compat, ","), format(native, ","), compat / native), ""]
    if name == "big" and len(rows) >= 4:
        lines += ["Pretty print / `-o body`: %.2f×." % (rows[1]["median"] / rows[3]["median"]), ""]
    linearity_path = os.path.join(work, "smoke-100k.json")
    if name == "smoke-distinct" and os.path.exists(linearity_path):
        linearity = json.load(open(linearity_path))
        rounds = linearity["rounds"]
        lines += ["100,000 distinct lines (bench/linearity.py: %d rounds, each seven 1,000-line runs and one 100,000-line run): "
                  "**%.1f×** the 1,000-line time, the median of the rounds' ratios (%s; target ≤ 110×); 100,000 lines took %s s "
                  "(median; %s–%s), 1,000 lines %s ms; peak memory %.0f MiB (target ≤ 96)."
                  % (len(rounds), linearity["ratio_median"], ", ".join("%.1f×" % r["ratio"] for r in rounds),
                     "%.2f" % linearity["large_median"], "%.2f" % min(r["large"] for r in rounds), "%.2f" % max(r["large"] for r in rounds),
                     ms(linearity["small_median"]), linearity["peak_kib"] / 1024), ""]

# MB/s per stage of the 50 MB call, from the medians, by difference (see bench/run.sh's stages).
big, stages = load("big"), load("stages")
if big and stages and len(big) >= 4 and len(stages) >= 2:
    size_mb = meta["big_bytes"] / 1e6
    receive, parsed, printed = big[3]["median"], stages[0]["median"], big[1]["median"]
    checked = stages[1]["median"]
    lines += ["## 50 MB call by stage", "", "Stage times are differences of medians (`-o body`; `-o status`, which also parses; the contract check",
              "with `-o status`; the pretty print), so a noisy machine can make one small or negative.", "",
              "| stage | ms | MB/s |", "| --- | --- | --- |"]
    for stage, seconds in (("receive (`-o body`)", receive), ("parse (`-o status` − receive)", parsed - receive),
                           ("validate into [Order] (contract `-o status` − `-o status`)", checked - parsed),
                           ("print pretty (full − `-o status`)", printed - parsed)):
        rate = "%.0f" % (size_mb / seconds) if seconds > 0 else "—"
        lines.append("| %s | %s | %s |" % (stage, ms(seconds), rate))
    lines.append("")

if meta.get("rss"):
    lines += ["## Peak memory, 50 MB body", "", "Targets: printing ≤ 1.5× the body + 16 MiB; with the contract check ≤ 2× the body.", "",
              "| command | peak RSS MiB | × body size | target MiB |", "| --- | --- | --- | --- |"]
    body_mib = meta["big_bytes"] / 1048576
    for (command, kib), target in zip(meta["rss"], ("", "%.0f" % (1.5 * body_mib + 16), "%.0f" % (2 * body_mib))):
        lines.append("| `%s` | %.0f | %.1f× | %s |" % (command.replace("|", "\\|"), kib / 1024, kib * 1024 / meta["big_bytes"], target))
    lines.append("")

if meta.get("callgrind"):
    lines += ["## Instructions of one call (callgrind, SWIFT_DETERMINISTIC_HASHING=1)", "",
              "A figure that does not move with machine noise: compare it across commits.", "",
              "| command | instructions |", "| --- | --- |"]
    for command, count in meta["callgrind"]:
        lines.append("| `%s` | %s |" % (command, format(count, ",")))
    lines.append("")

phases_path = os.path.join(work, "phases.json")
if os.path.exists(phases_path):
    phases = json.load(open(phases_path))
    names = ["dynamic loading", "runtime start", "libcurl init", "program's own", "transfer", "exit", "total"]
    labels = list(phases)
    lines += ["## One call by phase (callgrind instructions)", "",
              "bench/phases.py: inclusive counts of the functions that mark each phase. Dynamic loading is ld.so's `_dl_start`",
              "and `_dl_init` (libraries mapped, relocated, their constructors run); runtime start the executable's static",
              "constructors before main (the Swift runtime linked in); libcurl init `curl_global_init` (OpenSSL's",
              "initialisation, its configuration file read); transfer `curl_easy_perform`; exit the `exit` handlers; the",
              "program's own is the rest (argv, set-up, the request built, the response printed). All but the transfer",
              "and the exit happen before the first byte is sent. Courier links its own HTTP(S)-only libcurl (.ci/libcurl.sh);",
              "curl links Debian's libcurl.so.4, whose LDAP, RTMP, SSH and Kerberos libraries are most of its dynamic loading.", "",
              "| phase | " + " | ".join("`%s`" % label for label in labels) + " |", "| --- |" + " --- |" * len(labels)]
    for name in names:
        lines.append("| %s | %s |" % (name, " | ".join(format(phases[label].get(name, 0), ",") for label in labels)))
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

#!/usr/bin/env python3
"""Splits callgrind profiles of one call into phases, from inclusive counts of the functions that mark them.

Usage: phases.py LABEL=callgrind.out ... ; prints one JSON object {label: {phase: instructions}}.

Method: callgrind counts every instruction the process executes (ld.so's included), and its inclusive count of
a function is everything run below it. The phases are the functions that start and end them:
  dynamic loading    ld.so's _dl_start (mapping, relocating, binding every library) + _dl_init (their constructors)
  runtime start      the executable's own static constructors (_GLOBAL__sub_I_*, swift_image_constructor): the
                     Swift runtime linked in, before main
  libcurl init       curl_global_init (OpenSSL's initialisation and its configuration file inside it)
  transfer           curl_easy_perform: connect, send, receive (the first byte is sent inside it)
  exit               exit(): atexit handlers (OpenSSL's cleanup) and stream flushing
  program's own      the rest: argv, set-up, building the request, printing the response.
Everything but the transfer and the exit happens before the first byte is sent.
"""
import json
import re
import subprocess
import sys

PHASES = (
    ("dynamic loading", lambda name: name.endswith(":_dl_start") or name.endswith(":_dl_init")),
    ("runtime start", lambda name: ":_GLOBAL__sub_I_" in name or name.endswith(":swift_image_constructor()")),
    ("libcurl init", lambda name: name.endswith(":curl_global_init")),
    ("transfer", lambda name: name.endswith(":curl_easy_perform")),
    ("exit", lambda name: name.endswith("exit.c:exit")),
)
LINE = re.compile(r"^\s*([\d,]+) \([ \d.]+%\)\s+(\S.*?)(?: \[[^\]]*\])?\s*$")


def phases(path):
    text = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", path],
                          capture_output=True, text=True).stdout
    total, counts = 0, {name: 0 for name, _ in PHASES}
    for line in text.splitlines():
        match = LINE.match(line)
        if not match:
            continue
        count, function = int(match.group(1).replace(",", "")), match.group(2)
        if function == "PROGRAM TOTALS":
            total = count
            continue
        for name, test in PHASES:
            if test(function):
                counts[name] += count
                break
    counts["program's own"] = total - sum(counts.values())
    counts["total"] = total
    return counts


if __name__ == "__main__":
    print(json.dumps({label: phases(path) for label, path in (arg.split("=", 1) for arg in sys.argv[1:])}))

#!/usr/bin/env python3
"""Runs a `swift build` or `swift test` with its output in a log file, and prints what a person needs.

    python3 Tests/Tools/quietly.py build NAME -- swift build --build-tests
    python3 Tests/Tools/quietly.py test NAME -- swift test --skip-build [--filter ...]

The whole output goes to .build/test-logs/NAME.log. `build` then prints each distinct compiler warning once
(batch mode repeats them per batch) and, when the build fails, each error with its source lines. `test` adds
`--xunit-output`, prints each issue a test records as its line reaches the log (the runner's output comes
through a pipe, so in bursts), a line every two minutes while it runs, and at the end: each failing test's
issues, the passed / failed / skipped count per test target (from the xunit files, which name the module),
swift test's own closing line, and last a plain `total: N passed, N failed, N skipped`. A run that ends
without results (a crash, a build error) counts as failed, so that line never says 0 failed for it.
The exit code is the command's, or 1 when it exited 0 but a test failed.
Standard library only.
"""
import os
import re
import subprocess
import sys
import threading
import time
import xml.etree.ElementTree as ElementTree

LOG_DIR = os.path.join(".build", "test-logs")
# Lines of one issue, or of one compiler error, printed before the rest is left to the log.
DETAIL_LINES = 25
# A line on stdout every so often, so a long run is seen to be alive.
HEARTBEAT_SECONDS = 120

DIAGNOSTIC = re.compile(r"^(?P<where>\S+?:\d+:\d+): (?P<kind>warning|error): (?P<text>.*)$")
MACRO = re.compile(r"^macro expansion (?P<macro>#?\w+):\d+:\d+: (?P<kind>warning|error): (?P<text>.*)$")
ORIGIN = re.compile(r"^`- (?P<where>\S+?:\d+:\d+): note: expanded code originates here")
# Swift Testing's console events: a test's end, and an issue it recorded.
TEST_END = re.compile(r"^(✔|✘|➜) Test (?!run with ).* (passed|failed|skipped)")
ISSUE = re.compile(r"^✘ Test .* recorded an issue")
RUN_END = re.compile(r"^(✔|✘) Test run with \d+ tests? ")
EVENT = re.compile(r"^(◇|✔|✘|➜|􀟈|􀊱) ")
# Errors that name no source line: SwiftPM's own, the linker's.
PLAIN_ERROR = re.compile(r"^(error|.*ld(\.lld)?: error|.*: fatal error): ")


def run_logged(command, log_path, on_line=None):
    """Runs `command` with stdout and stderr into `log_path`; `on_line(text)` sees each line as it comes."""
    os.makedirs(os.path.dirname(log_path), exist_ok=True)
    with open(log_path, "wb") as log:
        try:
            process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        except OSError as error:
            log.write(("cannot run %s: %s\n" % (command[0], error)).encode())
            print("%s: cannot run %s: %s" % (os.path.basename(log_path), command[0], error), file=sys.stderr)
            return 127
        for raw in process.stdout:
            log.write(raw)
            if on_line:
                on_line(raw.decode("utf-8", "replace").rstrip("\n"))
        return process.wait()


def read_lines(path):
    with open(path, "rb") as log:
        return log.read().decode("utf-8", "replace").splitlines()


def shown(where):
    """A path relative to the current directory, as a person would type it."""
    path, _, rest = where.partition(":")
    relative = os.path.relpath(path) if os.path.isabs(path) else path
    return relative + (":" + rest if rest else "")


def diagnostics(lines, kind):
    """Each distinct warning or error once: (its one-line form, the source lines the compiler showed)."""
    seen, found = set(), []
    for index, line in enumerate(lines):
        match = DIAGNOSTIC.match(line)
        if match and match.group("kind") == kind:
            head = "%s: %s: %s" % (shown(match.group("where")), kind, match.group("text"))
        else:
            macro = MACRO.match(line)
            if not (macro and macro.group("kind") == kind):
                if kind == "error" and PLAIN_ERROR.match(line):
                    head = line.strip()
                else:
                    continue
            else:
                origin = ORIGIN.match(lines[index + 1]) if index + 1 < len(lines) else None
                at = " (in %s at %s)" % (macro.group("macro"), shown(origin.group("where"))) if origin else ""
                head = "%s: %s%s" % (kind, macro.group("text"), at)
        if head in seen:
            continue
        seen.add(head)
        context = []
        for following in lines[index + 1:index + 1 + DETAIL_LINES]:
            if (not following.strip() or following.startswith("[") or DIAGNOSTIC.match(following) or MACRO.match(following)
                    or PLAIN_ERROR.match(following)):
                break
            context.append(following)
        found.append((head, context))
    return found


def counted(number, noun):
    return "%d %s%s" % (number, noun, "" if number == 1 else "s")


def build(name, command):
    log_path = os.path.join(LOG_DIR, name + ".log")
    print("%s: %s (log: %s)" % (name, " ".join(command), log_path), flush=True)
    status = run_logged(command, log_path)
    lines = read_lines(log_path)
    warnings = diagnostics(lines, "warning")
    for head, _ in warnings:
        print("  " + head)
    if status != 0:
        errors = diagnostics(lines, "error")
        for head, context in errors:
            print("  " + head)
            for line in context:
                print("    " + line)
        if not errors:
            print("  (no compiler error found; the log's last lines:)")
            for line in lines[-40:]:
                print("    " + line)
        print("%s: failed (exit %d), %s; the whole output is in %s" % (name, status, counted(len(warnings), "warning"), log_path))
    else:
        print("%s: built, %s" % (name, counted(len(warnings), "warning")))
    sys.stdout.flush()
    return status


class Progress:
    """Tests ended and issues recorded, as the console events reach the log."""

    def __init__(self):
        self.ended = {"passed": 0, "failed": 0, "skipped": 0}
        self.closing = None

    def see(self, line):
        if ISSUE.match(line):
            print(line if len(line) <= 300 else line[:300] + " …", flush=True)
        match = TEST_END.match(line)
        if match:
            self.ended[match.group(2)] += 1
        if RUN_END.match(line):
            self.closing = line


def results(xunit_paths):
    """Per target: [passed, failed, skipped], and the failing tests' names, from the xunit files that exist."""
    targets, failing, found = {}, [], False
    for path in xunit_paths:
        if not os.path.exists(path):
            continue
        try:
            root = ElementTree.parse(path).getroot()
        except ElementTree.ParseError:
            continue
        found = True
        for case in root.iter("testcase"):
            classname = case.get("classname") or "?"
            counts = targets.setdefault(classname.split(".")[0], [0, 0, 0])
            if case.find("failure") is not None or case.find("error") is not None:
                counts[1] += 1
                failing.append("%s/%s" % (classname, case.get("name")))
            elif case.find("skipped") is not None:
                counts[2] += 1
            else:
                counts[0] += 1
    return (targets, failing) if found else (None, failing)


def issue_blocks(lines):
    """Each issue a test recorded, with the lines of its message (comments, multi-line values)."""
    blocks, current = [], None
    for line in lines:
        if ISSUE.match(line):
            current = [line]
            blocks.append(current)
        elif current is not None and (line.startswith("↳") or not EVENT.match(line)):
            current.append(line)
        else:
            current = None
    return blocks


def shortened(block):
    """An issue's lines, or for a long one (a whole build log in a comment): its start, the lines that say
    error, and its end, with a note of how many were left to the log."""
    if len(block) <= DETAIL_LINES:
        return block
    head, tail = block[:8], block[-4:]
    middle = []
    for line in block[8:-4]:
        if "error:" in line and "|" not in line.split("error:")[0] and line not in middle:
            middle.append(line)
    middle = middle[:DETAIL_LINES - 12]
    left = len(block) - len(head) - len(middle) - len(tail)
    return head + middle + ["… %d more lines in the log" % left] + tail


def test(name, command):
    log_path = os.path.join(LOG_DIR, name + ".log")
    xunit = os.path.join(LOG_DIR, name + ".xml")
    xunit_paths = [xunit, os.path.join(LOG_DIR, name + "-swift-testing.xml")]
    for path in xunit_paths:
        if os.path.exists(path):
            os.remove(path)
    print("%s: %s (log: %s)" % (name, " ".join(command), log_path), flush=True)
    progress, started, done = Progress(), time.monotonic(), threading.Event()

    def heartbeat():
        # No count here: the runner's output arrives in bursts, so one would lag behind what has run.
        while not done.wait(HEARTBEAT_SECONDS):
            print("%s: still running after %d min" % (name, (time.monotonic() - started) // 60), flush=True)

    threading.Thread(target=heartbeat, daemon=True).start()
    status = run_logged(command + ["--xunit-output", xunit], log_path, progress.see)
    done.set()
    lines = read_lines(log_path)
    targets, failing = results(xunit_paths)

    blocks = issue_blocks(lines)
    if blocks:
        print("\nissues recorded:")
        for block in blocks:
            for line in shortened(block):
                print("  " + line)
    if targets is None:
        # No results: the build failed, or the test process died. Show why.
        errors = diagnostics(lines, "error")
        print("\n%s: no test results (exit %d); %s:" % (name, status, "the errors" if errors else "the log's last lines"))
        for head, context in errors:
            print("  " + head)
            for line in context:
                print("    " + line)
        if not errors:
            for line in lines[-40:]:
                print("  " + line)
        counts = dict(progress.ended)
        passed, failed, skipped = counts["passed"], max(counts["failed"], 1), counts["skipped"]
    else:
        if failing:
            print("\nfailed tests:")
            for test_name in failing:
                print("  " + test_name)
        print("\nper test target (passed, failed, skipped):")
        width = max(len(target) for target in targets) if targets else 0
        for target in sorted(targets):
            counts = targets[target]
            print("  %-*s  %4d passed, %d failed, %d skipped" % (width, target, counts[0], counts[1], counts[2]))
        passed = sum(counts[0] for counts in targets.values())
        failed = sum(counts[1] for counts in targets.values())
        skipped = sum(counts[2] for counts in targets.values())
        if status != 0 and failed == 0:
            print("%s: swift test exited %d with no failing test in its results" % (name, status))
            failed = 1
    print("full output: %s" % log_path)
    if progress.closing:
        print(progress.closing)
    print("total: %d passed, %d failed, %d skipped" % (passed, failed, skipped), flush=True)
    if status != 0:
        return status
    return 1 if failed else 0


def main(argv):
    if len(argv) < 4 or argv[0] not in ("build", "test") or argv[2] != "--":
        print(__doc__.strip(), file=sys.stderr)
        return 2
    mode, name, command = argv[0], argv[1], argv[3:]
    return build(name, command) if mode == "build" else test(name, command)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

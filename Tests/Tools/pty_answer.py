#!/usr/bin/env python3
"""Runs a command on a pseudo-terminal, waits for a prompt, types an answer, and prints the transcript.

    python3 Tests/Tools/pty_answer.py [PROMPT ANSWER] -- COMMAND [ARGS...]

Standard library only. The answer is typed only once PROMPT has appeared, so what the terminal shows of
it is what the program let it echo; with no PROMPT and ANSWER nothing is typed (TestSupport's PseudoTerminal).
The last line of stdout is `exit N`. Gives up after 30 seconds.
"""
import os
import pty
import select
import sys
import time


def main():
    dash = sys.argv.index("--")
    prompt, answer = (sys.argv[1].encode(), sys.argv[2].encode()) if dash == 3 else (None, None)
    command = sys.argv[dash + 1:]
    pid, fd = pty.fork()
    if pid == 0:
        os.execvp(command[0], command)
    transcript, answered, deadline = b"", False, time.monotonic() + 30
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                break
            if not chunk:
                break
            transcript += chunk
        if prompt is not None and not answered and prompt in transcript:
            os.write(fd, answer + b"\n")
            answered = True
    else:
        os.kill(pid, 9)
    _, status = os.waitpid(pid, 0)
    sys.stdout.write(transcript.decode("utf-8", "replace"))
    sys.stdout.write("\nexit %d\n" % (os.waitstatus_to_exitcode(status)))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""A stand-in for macOS's /usr/bin/security, for Linux runs of KeychainToolTests only: the generic-password commands
Courier's Keychain store uses, with the interactive mode's line splitting and -w's answer as Apple's Security sources
describe them (SecurityTool/macOS: security.c split_line, keychain_find.c). Items live in the JSON file named by
FAKE_KEYCHAIN_DB; every argv is appended to FAKE_KEYCHAIN_DB + '.argv', so a test can check no secret was in one.
The real tool is exercised by the macOS CI job (Tests/EndToEndTests/KeychainSessionTests.swift)."""
import json, os, sys

DB = os.environ["FAKE_KEYCHAIN_DB"]


def load():
    try:
        with open(DB) as f:
            return json.load(f)
    except FileNotFoundError:
        return {}


def save(items):
    with open(DB, "w") as f:
        json.dump(items, f)


def split_line(line):
    """security -i's split: spaces separate, a word starting with a quote runs to the matching one, '\\' escapes."""
    words, i = [], 0
    while i < len(line):
        while i < len(line) and line[i] in " \t":
            i += 1
        if i >= len(line):
            break
        quote = line[i] if line[i] in "\"'" else None
        if quote:
            i += 1
        word = ""
        while i < len(line):
            c = line[i]
            if c == "\\" and i + 1 < len(line):
                word += line[i + 1]
                i += 2
                continue
            if (quote and c == quote) or (not quote and c in " \t"):
                i += 1
                break
            word += c
            i += 1
        words.append(word)
    return words


def options(args):
    found, rest, i = {}, [], 0
    while i < len(args):
        if args[i] in ("-s", "-a", "-l", "-X", "-w") and args[i] != "-w":
            found[args[i]] = args[i + 1]
            i += 2
        elif args[i] in ("-w", "-U"):
            found[args[i]] = True
            i += 1
        else:
            rest.append(args[i])
            i += 1
    return found, rest


def command(args):
    name, (found, _) = args[0], options(args[1:])
    items = load()
    key = found.get("-s", "") + "\x00" + found.get("-a", "")
    if name == "add-generic-password":
        if key in items and "-U" not in found:
            print("security: SecKeychainItemCreateFromContent: The specified item already exists in the keychain.", file=sys.stderr)
            return 45
        items[key] = found["-X"]
        save(items)
        return 0
    if name == "find-generic-password":
        if key not in items:
            print("security: SecKeychainSearchCopyNext: The specified item could not be found in the keychain.", file=sys.stderr)
            return 44
        secret = bytes.fromhex(items[key])
        printable = all(0x20 <= b < 0x7F for b in secret)
        print(secret.decode("ascii") if printable else secret.hex())
        return 0
    if name == "delete-generic-password":
        if key not in items:
            print("security: SecKeychainSearchCopyNext: The specified item could not be found in the keychain.", file=sys.stderr)
            return 44
        del items[key]
        save(items)
        print("password has been deleted.", file=sys.stderr)
        return 0
    print(f"security: unknown command {name}", file=sys.stderr)
    return 1


def main():
    with open(DB + ".argv", "a") as log:
        log.write(json.dumps(sys.argv[1:]) + "\n")
    args = sys.argv[1:]
    if args[:2] == ["-q", "-i"]:
        for line in sys.stdin.read().split("\n"):
            if line.strip():
                command(split_line(line[:4095]))  # -q: no "returned N" line; the command's own complaint is on stderr
        return 0
    return command(args)


sys.exit(main())

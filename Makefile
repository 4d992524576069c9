# Verified timer slack: one Makefile, one include per area so that each area
# keeps its own rules.  `make prove` runs the proof gate, `make test` runs
# every test (the proof gate included).  Both install missing Debian packages.

SHELL := /bin/bash
.DEFAULT_GOAL := all

CC      ?= gcc
CFLAGS  ?= -O2 -g
CFLAGS  += -std=gnu11 -Wall -Wextra -Werror -Isrc
BUILD   := build

# Each area appends the make targets that `make test` must run, in order.
TEST_TARGETS :=

# Order matters: `make test` runs the stages in the order they are appended.
include tests/tests.mk
include tests/m32.mk
include tests/crosscheck.mk
include proofs/prove.mk
include kernel-patch/kernel-patch.mk
include qemu-tests/qemu.mk
include qemu-tests/race-fix.mk

.PHONY: all test deps-build clean
all: $(BUILD)/compile-check

deps-build:
	@tools/install-deps gcc make

test: deps-build
	@set -e; for t in $(TEST_TARGETS); do \
		echo "=== make $$t"; $(MAKE) --no-print-directory $$t; done; \
	echo "=== make test: all $(words $(TEST_TARGETS)) stages passed"

clean:
	rm -rf $(BUILD)

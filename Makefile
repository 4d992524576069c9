# Verified timer slack: one Makefile, one include per area so that each area
# keeps its own rules.  `make prove` runs the proof gate, `make test` runs
# every test (the proof gate included).  Both install missing Debian packages.

SHELL := /bin/bash
.DEFAULT_GOAL := all

CC      ?= gcc
CFLAGS  ?= -O2 -g
CFLAGS  += -std=gnu11 -Wall -Wextra -Werror -Isrc -I$(WHEEL_INDEX_DIR)
BUILD   := build

# The wheel's own calc_index() and calc_wheel_index(), which the queueing
# step asks (src/wheel_index_kernel.h): cut out of Debian's
# linux-source-6.1 by proofs/extract-wheel-index, checked against the pins
# of proofs/wheel-index.sha256, never committed.  Every C build of the step
# depends on it (tests/tests.mk: SLACK_H).
WHEEL_INDEX_DIR  := proofs/out/wheel-index
WHEEL_INDEX_TEXT := $(WHEEL_INDEX_DIR)/calc_wheel_index.c
$(WHEEL_INDEX_TEXT): proofs/extract-wheel-index proofs/wheel-index.sha256 src/wheel_logic.h
	@tools/install-deps linux-source-6.1 xz-utils gcc python3
	@proofs/extract-wheel-index

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
# Last: the report still matches the gate's result and the tree.
TEST_TARGETS += report-recheck

.PHONY: all test deps-build clean
all: $(BUILD)/compile-check

deps-build:
	@tools/install-deps gcc make

# Each stage's wall time goes to build/test-times.txt as it ends, so that a
# run stopped half-way still shows where the time went; the table is printed
# at the end.
test: deps-build
	@set -e; mkdir -p $(BUILD); : > $(BUILD)/test-times.txt; start=$$SECONDS; \
	for t in $(TEST_TARGETS); do \
		echo "=== make $$t"; t0=$$SECONDS; $(MAKE) --no-print-directory $$t; \
		printf '%-28s %5d s\n' "$$t" $$((SECONDS - t0)) >> $(BUILD)/test-times.txt; done; \
	printf '%-28s %5d s (%d min %d s)\n' "make test" $$((SECONDS - start)) \
		$$(((SECONDS - start) / 60)) $$(((SECONDS - start) % 60)) >> $(BUILD)/test-times.txt; \
	echo "=== stage times ($(BUILD)/test-times.txt)"; cat $(BUILD)/test-times.txt; \
	echo "=== make test: all $(words $(TEST_TARGETS)) stages passed"

clean:
	rm -rf $(BUILD)

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
# linux-source-6.1 by tools/extract-wheel-index, checked against the pins
# of tools/wheel-index.sha256, never committed.  Every C build of the step
# depends on it (tests/tests.mk: SLACK_H).
WHEEL_INDEX_DIR  := $(BUILD)/wheel-index
WHEEL_INDEX_TEXT := $(WHEEL_INDEX_DIR)/calc_wheel_index.c
$(WHEEL_INDEX_TEXT): tools/extract-wheel-index tools/wheel-index.sha256 src/wheel_logic.h
	@tools/install-deps linux-source-6.1 xz-utils gcc python3
	@tools/extract-wheel-index

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
# Every benchmark (make bench and its parts); none of them is in TEST_TARGETS.
include tests/bench/bench.mk
# The house: the README's status table is the results', every link of the
# tree goes forward, make help names real targets.
TEST_TARGETS += house-check
# Last: the report still matches the gate's result and the tree.
TEST_TARGETS += report-recheck

.PHONY: all test deps-build clean help status-table house-check
all: $(BUILD)/compile-check

# make help: the targets a user runs, what each takes on this project's
# 2-core machine, what it does.  Whether make test runs one is read from
# TEST_TARGETS, so that mark cannot go stale; make house-check fails if a
# name here is not a target.
define HELP
prove               6min   every WP goal proved by a prover, x86_64 and x86_32; the axioms over bit-vectors
test                50min  every stage below marked [test], in order (about 64 min with cold kernel builds)
report              30s    build/report/index.html: each requirement, its clauses, goals, tests, kernel copy
status-table        1s     write the README's status table from the last make prove
all                 5s     build/apply-slack: EXPIRES SLACK NOW lines in, results out (--wheel: QUEUED FIRES)
unit                1s     unit tests of apply_slack() on the boundary vectors
cli                 10s    build/apply-slack on good and bad input, with and without sanitizers
differential        10s    apply_slack() against the reference model and upstream 4.7, 5.8e7 vectors
wheel-check         26s    wheel_fire() and the queueing step against a jiffy-by-jiffy wheel
completeness        70s    each proved contract allows exactly one result, the code's
test-32             80s    the user-space tests again with a 32-bit unsigned long
bitvector           35s    the bit-vector proofs of apply_slack() with Z3 and cvc5
exhaustive          3s     every input at 8 and 16 bits against the reference
exhaustive-full     -       the same over larger ranges (not in make test)
fuzz                17s    libFuzzer with ASan and UBSan, the reference as judge
prove-smoke         14min  WP's smoke tests: no contract or branch is vacuous
mutants-first       10min  planted bugs must each fail the proof (the first unproved goal stops each)
mutants             46min  every planted bug, the full table (build/mutants.md)
prove-hints         40min  rewrite proofs/hints/ from one run per prover
refresh-hints       1s     rewrite proofs/hints/ from the last make prove
kernel-patch        1min   regenerate the kernel series from src/
kernel-patch-check  30s    the series applies to linux-source-6.1, carries src/ verbatim, is checkpatch clean
qemu-test           70s    the series' KUnit suites in a QEMU x86_64 kernel (4 min cold)
qemu-test-i386      75s    the same for i386
qemu-wakeups        15s    wakeups per workload measured in the tickless QEMU kernel
coalesce            46s    wakeups: no slack, round_jiffies(), the 2010 rounding, the step (build/coalesce.svg)
race-fix-check      10s    the standalone race fix applies to 6.1 and 6.12, checkpatch clean
qemu-test-6.12      55s    the race fix and its KUnit reproducer booted on 6.12 (-negative: without the fix)
race-fix-boot       5min   the same on 6.1 (not in make test: the series boots the fix on 6.1)
bench               25min  every benchmark: bench-user, bench-kernel, bench-times, bench-prove
house-check         10s    the README's status table, the flow of the tree, this list
clean               1s     remove build/
endef
export HELP
help:
	@tests=" $(TEST_TARGETS) "; printf '%s\n' "$$HELP" | while read -r t time what; do \
		case "$$tests" in *" $$t "*) mark="[test]";; *) mark="      ";; esac; \
		printf '%-19s %-7s %s %s\n' "$$t" "$$time" "$$mark" "$$what"; done
	@echo "Each command installs the Debian packages it needs.  deps-* and the other"
	@echo "stages of make test are internal; see README.md and proofs/negative/README.md."

status-table: deps-prove
	@[ -f proofs/out/proof.json ] && [ -f proofs/out/x86_32/proof.json ] || \
		$(MAKE) --no-print-directory prove
	@tools/status-table --write

# The README's table against the results and the tree, the flow of the
# tree (tools/check-flow, then once more on a copy with src/ made to read
# proofs/, which must fail), and every name make help lists is a target.
house-check: deps-prove $(WHEEL_INDEX_TEXT)
	@[ -f proofs/out/proof.json ] && [ -f proofs/out/x86_32/proof.json ] || \
		$(MAKE) --no-print-directory prove
	@tools/status-table --check
	@tools/check-flow
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
	cp -r src proofs tests tools "$$tmp/" && mkdir -p "$$tmp/build" && cp -r $(WHEEL_INDEX_DIR) "$$tmp/build/" && \
	echo '#include "../proofs/wp/wp_main.c"' >> "$$tmp/src/fls.h" && \
	if FLOW_ROOT="$$tmp" tools/check-flow > "$$tmp/flow.log" 2>&1; then \
		echo "house-check: src/ reading proofs/ passed tools/check-flow" >&2; exit 1; \
	else echo "house-check: a copy whose src/ reads proofs/ fails: $$(grep -m1 'src/fls.h reads' "$$tmp/flow.log")"; fi
	@# make's own database, with plain `make`: a $$(MAKE) line would run
	@# even under make -n, and recurse through make test
	@targets=" $$(make -pRrq -f Makefile : 2>/dev/null | sed -n 's/^\([a-z][a-zA-Z0-9_.-]*\):.*/\1/p' | sort -u | tr '\n' ' ') "; \
	printf '%s\n' "$$HELP" | while read -r t rest; do \
		case "$$targets" in *" $$t "*) ;; *) echo "house-check: make help lists $$t, which is no target" >&2; exit 1;; esac; done
	@echo "house-check: make help lists $$(printf '%s\n' "$$HELP" | wc -l) targets, each a target of the Makefile"

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

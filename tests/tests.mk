# User-space tests.  Each stage is a make target appended to TEST_TARGETS.

$(BUILD)/compile-check: src/apply_slack.h src/fls.h src/slack_compat.h src/slack_logic.h
	@mkdir -p $(BUILD)
	printf '#include "apply_slack.h"\nint main(void) { return (int)apply_slack(8, 1, 0) != 9; }\n' | \
		$(CC) $(CFLAGS) -x c - -o $@
	$@

.PHONY: compile-check
compile-check: $(BUILD)/compile-check
TEST_TARGETS += compile-check

# ---- shared by the stages below ---------------------------------------------
SLACK_H    := $(wildcard src/*.h) $(WHEEL_INDEX_TEXT)
REF_H      := tests/reference/slack_ref.h tests/reference/fls_checked.h tests/reference/splitmix64.h
TEST_CFLAGS = $(CFLAGS) -Itests/reference

# Debian packages the stages below need (gcc brings libubsan and binutils);
# an order-only prerequisite of every binary, so a fresh machine works.
TESTS_DEPS := gcc make libc6-dev diffutils
.PHONY: deps-tests
deps-tests:
	@tools/install-deps $(TESTS_DEPS)

# ---- boundary vectors and unit tests ------------------------------------------
# tests/vectors/boundary.txt is generated from the reference model and
# committed (the KUnit suite reads it too); `make vectors` rewrites it,
# `make unit` fails when the committed copy is stale.  brute-force checks
# R-optimal and R-auto by enumerating small windows: the reference's judge.
$(BUILD)/gen-boundary: tests/vectors/gen-boundary.c $(REF_H) | deps-tests
	@mkdir -p $(BUILD)
	$(CC) $(TEST_CFLAGS) $< -o $@

$(BUILD)/unit: tests/unit/unit.c $(SLACK_H) $(REF_H) | deps-tests
	@mkdir -p $(BUILD)
	$(CC) $(TEST_CFLAGS) $< -o $@

$(BUILD)/brute-force: tests/unit/brute-force.c $(SLACK_H) $(REF_H) | deps-tests
	@mkdir -p $(BUILD)
	$(CC) $(TEST_CFLAGS) $< -o $@

.PHONY: vectors unit
vectors: $(BUILD)/gen-boundary
	$< > tests/vectors/boundary.txt

unit: $(BUILD)/unit $(BUILD)/gen-boundary $(BUILD)/brute-force
	@$(BUILD)/gen-boundary | diff -u tests/vectors/boundary.txt - || \
		{ echo "unit: tests/vectors/boundary.txt is stale: make vectors" >&2; exit 1; }
	$(BUILD)/unit tests/vectors/boundary.txt
	$(BUILD)/brute-force
TEST_TARGETS += unit

# ---- the command-line tool and its bad-input cases ------------------------------
# Plain `make` builds it: this adds a prerequisite to the top Makefile's `all`.
all: $(BUILD)/apply-slack

$(BUILD)/apply-slack: tools/apply-slack-cli.c $(SLACK_H) | deps-tests
	@mkdir -p $(BUILD)
	$(CC) $(CFLAGS) $< -o $@

# The same cases again on a build with AddressSanitizer and UBSAN.
$(BUILD)/apply-slack-asan: tools/apply-slack-cli.c $(SLACK_H) | deps-tests
	@mkdir -p $(BUILD)
	$(CC) $(CFLAGS) -fsanitize=address,undefined -fno-sanitize-recover=all $< -o $@

# build/wheel-check judges the boundary vectors' --wheel answers.
.PHONY: cli
cli: $(BUILD)/apply-slack $(BUILD)/apply-slack-asan $(BUILD)/wheel-check
	tests/unit/cli-test.sh $(BUILD)/apply-slack tests/vectors/boundary.txt $(BUILD)/wheel-check
	tests/unit/cli-test.sh $(BUILD)/apply-slack-asan tests/vectors/boundary.txt $(BUILD)/wheel-check
TEST_TARGETS += cli

# ---- differential test: apply_slack() against the reference model and ----------
# against upstream's 4.7 text (tests/unit/upstream47.h).  8.4M exhaustive +
# DIFF_RANDOM random vectors at -O2; the same program built with UBSAN (abort
# on the first report) reruns the exhaustive blocks and DIFF_RANDOM_UBSAN
# random vectors: R-safe, checked at run time as well.
DIFF_RANDOM       ?= 50000000
DIFF_RANDOM_UBSAN ?= 2000000
UBSAN_FLAGS       := -fsanitize=undefined -fno-sanitize-recover=all

$(BUILD)/differential: tests/unit/differential.c tests/unit/upstream47.h $(SLACK_H) $(REF_H) | deps-tests
	@mkdir -p $(BUILD)
	$(CC) $(TEST_CFLAGS) -Itests/unit $< -o $@

$(BUILD)/differential-ubsan: tests/unit/differential.c tests/unit/upstream47.h $(SLACK_H) $(REF_H) | deps-tests
	@mkdir -p $(BUILD)
	$(CC) $(TEST_CFLAGS) -Itests/unit $(UBSAN_FLAGS) $< -o $@

.PHONY: differential
differential: $(BUILD)/differential $(BUILD)/differential-ubsan
	$(BUILD)/differential $(DIFF_RANDOM)
	UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 $(BUILD)/differential-ubsan $(DIFF_RANDOM_UBSAN)
TEST_TARGETS += differential

# ---- the 6.1 wheel: wheel_fire() and slack_queue_expiry() against the ---------
# reference wheel (tests/reference/wheel_ref.h: the kernel's calc_wheel_index()
# and a jiffy-by-jiffy run of collect_expired_timers()).  wheel_fire() on
# 1.7M exhaustive and boundary pairs + WHEEL_FIRE_RANDOM random ones;
# slack_queue_expiry() by brute force over every instant of each window
# (E-window, E-never-earlier, E-bounded, E-aligned) on 1.8M exhaustive and
# boundary triples + WHEEL_QUEUE_RANDOM random ones.  The UBSAN build reruns
# the exhaustive blocks and fewer random ones.  About 15 s in all (2 cores).
WHEEL_FIRE_RANDOM        ?= 20000000
WHEEL_QUEUE_RANDOM       ?= 2000000
WHEEL_FIRE_RANDOM_UBSAN  ?= 5000000
WHEEL_QUEUE_RANDOM_UBSAN ?= 400000
WHEEL_REF_H := tests/reference/wheel_ref.h $(REF_H)

$(BUILD)/wheel-check: tests/unit/wheel-check.c $(SLACK_H) $(WHEEL_REF_H) | deps-tests
	@mkdir -p $(BUILD)
	$(CC) $(TEST_CFLAGS) $< -o $@

$(BUILD)/wheel-check-ubsan: tests/unit/wheel-check.c $(SLACK_H) $(WHEEL_REF_H) | deps-tests
	@mkdir -p $(BUILD)
	$(CC) $(TEST_CFLAGS) $(UBSAN_FLAGS) $< -o $@

.PHONY: wheel-check
wheel-check: $(BUILD)/wheel-check $(BUILD)/wheel-check-ubsan
	$(BUILD)/wheel-check $(WHEEL_FIRE_RANDOM) $(WHEEL_QUEUE_RANDOM)
	UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 $(BUILD)/wheel-check-ubsan \
		$(WHEEL_FIRE_RANDOM_UBSAN) $(WHEEL_QUEUE_RANDOM_UBSAN)
TEST_TARGETS += wheel-check

# ---- counter-case: the seed's function must keep failing ------------------------
# proofs/negative/seed_apply_slack.c is the seed's text (Frama-C parses it
# as it is: make seed-counter-case; the tests read it from there, the proof
# never reads tests/).  Three builds: as written with UBSAN aborting, with
# only the shift repaired (sed, so there is one source), as written with
# UBSAN going on.
SEED_C   := proofs/negative/seed_apply_slack.c
SEED_RUN := tests/counter-case/seed_main.c $(REF_H)

$(BUILD)/counter-case/seed-ubsan: $(SEED_C) $(SEED_RUN) | deps-tests
	@mkdir -p $(@D)
	$(CC) $(TEST_CFLAGS) $(UBSAN_FLAGS) tests/counter-case/seed_main.c $(SEED_C) -o $@

$(BUILD)/counter-case/seed_1ul.c: $(SEED_C) | deps-tests
	@mkdir -p $(@D)
	sed 's/(1 << bit)/(1UL << bit)/' $< > $@
	@grep -q '(1UL << bit)' $@ || { echo "counter-case: the shift is gone from $<" >&2; exit 1; }

$(BUILD)/counter-case/seed-1ul: $(BUILD)/counter-case/seed_1ul.c $(SEED_RUN) | deps-tests
	$(CC) $(TEST_CFLAGS) $(UBSAN_FLAGS) tests/counter-case/seed_main.c $< -o $@

$(BUILD)/counter-case/seed-recover: $(SEED_C) $(SEED_RUN) | deps-tests
	@mkdir -p $(@D)
	$(CC) $(TEST_CFLAGS) -fsanitize=undefined tests/counter-case/seed_main.c $(SEED_C) -o $@

.PHONY: counter-case
counter-case: $(BUILD)/counter-case/seed-ubsan $(BUILD)/counter-case/seed-1ul $(BUILD)/counter-case/seed-recover $(BUILD)/counter-case/queue-as-is $(BUILD)/counter-case/requeue
	@tests/counter-case/counter-case.sh $(filter-out %/queue-as-is %/requeue,$^)
	$(BUILD)/counter-case/queue-as-is
	$(BUILD)/counter-case/requeue

# The wheel counter-case: the 2010 rounding queued as is, on concrete vectors.
$(BUILD)/counter-case/queue-as-is: tests/counter-case/queue_as_is.c $(SLACK_H) | deps-tests
	@mkdir -p $(@D)
	$(CC) $(TEST_CFLAGS) $(UBSAN_FLAGS) $< -o $@

# W-requeue's counter-case: __mod_timer()'s same-bucket shortcut on timers
# on the expiry list, through the kernel's calc_wheel_index() (wheel_ref.h).
$(BUILD)/counter-case/requeue: tests/counter-case/requeue.c tests/reference/wheel_ref.h | deps-tests
	@mkdir -p $(@D)
	$(CC) $(TEST_CFLAGS) $(UBSAN_FLAGS) $< -o $@
TEST_TARGETS += counter-case

# ---- benchmarks: tests/bench/bench.mk (not part of make test) --------------------

# ---- the table of issue 9 (not part of make test) --------------------------------
# 10,000 timers per workload on the HZ=250 wheel: distinct firing instants and
# late timers with no slack, the 2010 rounding queued as is, and
# slack_queue_expiry() (tools/wheel-model.c, on the real src/ functions).
$(BUILD)/wheel-model: tools/wheel-model.c tools/batch_stats.h $(SLACK_H) tests/reference/splitmix64.h | deps-tests
	@mkdir -p $(BUILD)
	$(CC) $(CFLAGS) -Itests/reference $< -o $@

.PHONY: wheel-model
wheel-model: $(BUILD)/wheel-model
	@$(BUILD)/wheel-model

# Issue 10: wakeups of a tickless CPU per rule, on the real src/ functions
# and the wheel model, against the offline optimum, beside what the QEMU
# kernel measured (make qemu-wakeups, the KUnit suite timer_slack_wakeups);
# a table, and build/coalesce.svg drawn by gnuplot.
$(BUILD)/coalesce: tools/coalesce.c tools/batch_stats.h $(SLACK_H) tests/reference/splitmix64.h | deps-tests
	@mkdir -p $(BUILD)
	$(CC) $(CFLAGS) -Itests/reference $< -o $@

WAKEUPS_CONSOLE = $(KBUILD_DIR)/log-wakeups/console.txt

.PHONY: coalesce
coalesce: $(BUILD)/coalesce qemu-wakeups
	@tools/install-deps gnuplot-nox
	@tools/wakeup-lines $(WAKEUPS_CONSOLE) > $(BUILD)/coalesce-kernel.txt
	@$(BUILD)/coalesce $(BUILD)/coalesce.dat $(BUILD)/coalesce-kernel.txt
	@awk 'NR == 5 { $$6 = $$6 + 1 } { print }' $(BUILD)/coalesce-kernel.txt \
		> $(BUILD)/coalesce-kernel-tampered.txt
	@if $(BUILD)/coalesce $(BUILD)/coalesce-tampered.dat $(BUILD)/coalesce-kernel-tampered.txt \
		> $(BUILD)/coalesce-tampered.log 2>&1; then \
		echo "coalesce: kernel figures with one number changed passed the check" >&2; exit 1; \
	else echo "coalesce: kernel figures with one number changed fail the check, as they must"; fi
	@sed -nE 's/.*# wakeup_idle_test: wakeups idle: (.*)/kernel without the workload: \1/p' \
		$(WAKEUPS_CONSOLE)
	@gnuplot -e "datafile='$(BUILD)/coalesce.dat'; outfile='$(BUILD)/coalesce.svg'" \
		tools/coalesce.gp
	@grep -q '<svg' $(BUILD)/coalesce.svg && echo "coalesce: plot in $(BUILD)/coalesce.svg"

# ---- completeness: does each proved contract determine its result? ---------
# tests/completeness/completeness.c (issue 33, item 3): every candidate
# result judged by every pinned clause of apply_slack(), the step,
# calc_index(), calc_wheel_index() and the race fix, evaluated from the
# logic definitions; fails unless exactly one candidate meets them all and
# it is the code's.  At 64 bits, then at 32 bits under qemu-i386 (m32.mk).
# The race fix's text is cut out of its patch by proofs/extract-race-fix.
RACE_FIX_TEXT := proofs/out/race-fix/condition.c
$(RACE_FIX_TEXT): proofs/extract-race-fix proofs/race-fix.sha256 $(wildcard kernel-patch/race-fix/6.1/*.patch)
	@proofs/extract-race-fix
COMPLETENESS_SRC := tests/completeness/completeness.c tests/completeness/logic.h \
	$(SLACK_H) $(RACE_FIX_TEXT)
COMPLETENESS_CFLAGS = -Itests/completeness -Iproofs/out/race-fix

$(BUILD)/completeness: $(COMPLETENESS_SRC) | deps-tests
	@mkdir -p $(BUILD)
	$(CC) $(TEST_CFLAGS) $(COMPLETENESS_CFLAGS) $< -o $@

.PHONY: completeness
completeness: $(BUILD)/completeness $(BUILD)/m32/completeness
	@# the clauses it evaluates are the pinned ensures of these four files
	@diff -u <(grep -o '^- `\(src/apply_slack.h\|src/slack_queue.h\|src/wheel_index_contract.h\|src/wheel_requeue_contract.h\): ensures [^`]*`' \
		spec/requirements.md | sed 's/^- `//; s/`$$//' | sort) <($(BUILD)/completeness --clauses | sort) || \
		{ echo "completeness: its clause list differs from spec/requirements.md's pins (- pinned, + evaluated)" >&2; exit 1; }
	@echo "completeness: evaluates the $$($(BUILD)/completeness --clauses | wc -l) pinned ensures clauses of its functions"
	$(BUILD)/completeness
	$(M32_RUN) $(BUILD)/m32/completeness
TEST_TARGETS += completeness

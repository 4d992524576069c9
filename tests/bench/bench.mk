# ---- benchmarks (none of them part of make test) ---------------------------------
# Every benchmark of the project lives in tests/bench/ and every bench target
# here.  Figures, not verdicts: each fails only if what it measures fails to
# build, boot or prove.  None of these targets is in TEST_TARGETS.
#
#   make bench          all four below, one after the other
#   make bench-user     user space: apply_slack() and the slack path against
#                       4.7 and calc_wheel_index() (tests/bench/user-space-cost)
#   make bench-kernel   mod_timer() in the QEMU kernel (tests/bench/kernel-mod-timer-cost)
#   make bench-times    the proof gate's cold and warm times, the kernel's build
#                       and boot times (tests/bench/gate-and-kernel-times)
#   make bench-prove    where the gate's time goes, per run
#                       (tests/bench/gate-time-per-run)
.PHONY: bench bench-user bench-kernel bench-times bench-prove
bench:
	@$(MAKE) --no-print-directory bench-user
	@$(MAKE) --no-print-directory bench-kernel
	@$(MAKE) --no-print-directory bench-times
	@$(MAKE) --no-print-directory bench-prove

# apply_slack() and the whole slack path slack_queue_expiry() against 4.7's
# apply_slack() and against the wheel's calc_wheel_index() alone, with the
# ratios per input class, for each __fls() flavour.
BENCH_H := tests/unit/upstream47.h tests/reference/splitmix64.h $(SLACK_H)

$(BUILD)/bench-loop: tests/bench/slack_cost.c $(BENCH_H) | deps-tests
	@mkdir -p $(BUILD)
	$(CC) $(TEST_CFLAGS) -Itests/unit $< -o $@

$(BUILD)/bench-bsr: tests/bench/slack_cost.c $(BENCH_H) | deps-tests
	@mkdir -p $(BUILD)
	$(CC) $(TEST_CFLAGS) -Itests/unit -DBENCH_FLS_BSR $< -o $@

bench-user: $(BUILD)/bench-loop $(BUILD)/bench-bsr
	@tools/install-deps valgrind binutils
	@tests/bench/user-space-cost $^

# What mod_timer() costs in the kernel (issue 20): unpatched 6.1 against the
# series with default and explicit slack, each + tests/bench/kernel/, booted
# under -icount shift=0 (guest instructions per call).
bench-kernel: deps-kernel
	@tests/bench/kernel-mod-timer-cost

# The proof's cold and warm times and the kernel's build and boot times.
bench-times: deps-prove deps-kernel
	@tests/bench/gate-and-kernel-times

# Where the gate's time goes, per run: goals, winning and losing provers'
# time, wall, front end (about 9 min).
bench-prove: deps-prove
	@tests/bench/gate-time-per-run

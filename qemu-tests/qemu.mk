# In-kernel tests.  Each target applies kernel-patch/ to Debian's
# linux-source-6.1, builds tinyconfig + the fragments, boots the kernel in
# qemu-system-x86_64 (TCG) and fails on any KUnit failure, missing suite,
# splat or timeout.  Tree and build live in $(KBUILD_DIR), outside the clone.
#
#   qemu-test           tinyconfig + KUnit, one CPU
#   qemu-test-debug     + SMP (2 CPUs), UBSAN, DEBUG_OBJECTS_TIMERS,
#                       PROVE_LOCKING, KASAN: zero reports allowed
#   qemu-test-negative  the debug kernel with the 2010 apply_slack() planted
#                       (qemu-tests/negative/): UBSAN must report its shift
#   qemu-test-i386      the qemu-test kernel built for 32-bit x86 (ARCH=i386,
#                       + i386.config) and booted in qemu-system-i386

# timer_slack_wakeups is a measurement: built in, it skips unless asked for
# (make qemu-wakeups).
QEMU_SUITES := timer_slack timer_slack_stress timer_slack_wakeups:skip time_test_cases
# The debug kernel leaves out time_test_cases (see debug.config).
QEMU_DEBUG_SUITES := timer_slack timer_slack_stress timer_slack_wakeups:skip

.PHONY: qemu-test qemu-test-debug qemu-test-negative
qemu-test: deps-kernel
	@qemu-tests/run qemu-tests/kunit.config kunit $(QEMU_SUITES)

qemu-test-debug: deps-kernel
	@QEMU_SMP=2 qemu-tests/run qemu-tests/kunit.config:qemu-tests/debug.config \
		debug $(QEMU_DEBUG_SUITES)

qemu-test-negative: deps-kernel
	@QEMU_SMP=2 OUT_NAME=debug EXTRA_PATCHES="$(wildcard qemu-tests/negative/*.patch)" \
		EXPECT_SPLAT='UBSAN: shift-out-of-bounds in .*timer_slack_seed_test\.c' \
		EXPECT_NOT_OK='not ok [0-9]+ timer_slack_seed_(test|negative)$$' \
		qemu-tests/run qemu-tests/kunit.config:qemu-tests/debug.config:qemu-tests/negative.config \
		negative $(QEMU_DEBUG_SUITES)

# Negative control of patch 1 (requeue a timer being expired): the
# qemu-test kernel with qemu-tests/negative-requeue/ on top of the series,
# which takes patch 1 back out. timer_slack_expiring_test (and so the
# timer_slack suite) must fail, and nothing else; its line must show the
# re-armed timer run before its new expiry, 64 jiffies after the first
# (EXPECT_LOG). timer_slack_stress runs on one CPU here, where nothing
# re-arms a timer waiting to be expired. It shares the qemu-test build
# folder: an incremental build, about 20 s, then a boot of about 20 s.
.PHONY: qemu-test-negative-requeue
qemu-test-negative-requeue: deps-kernel
	@OUT_NAME=kunit EXTRA_PATCHES="$(wildcard qemu-tests/negative-requeue/*.patch)" \
		EXPECT_NOT_OK='not ok [0-9]+ timer_slack(_expiring_test)?$$' \
		EXPECT_LOG='timer_slack_expiring_test: due at [0-9]+: one ran at [0-9]+ and re-armed the other for 64, which ran at ([0-9]|[1-5][0-9]|6[0-3])$$' \
		qemu-tests/run qemu-tests/kunit.config negative-requeue \
		timer_slack_stress timer_slack_wakeups:skip time_test_cases

# 32-bit (issue 12): tinyconfig + kunit.config + i386.config (last, so that
# "# CONFIG_64BIT is not set" wins over kunit.config's CONFIG_64BIT=y), built
# with ARCH=i386 in out-i386 (logs in log-i386), booted in qemu-system-i386
# with the suites of qemu-test and judged the same way; the run also fails
# unless .config has CONFIG_X86_32=y and no 64BIT, vmlinux is ELF32 and the
# console shows the 32-bit "LOWMEM available" line.  In make test: a cold
# build of its own takes about 4 min, a boot about 30 s.
.PHONY: qemu-test-i386
qemu-test-i386: deps-kernel
	@KARCH=i386 qemu-tests/run qemu-tests/kunit.config:qemu-tests/i386.config \
		i386 $(QEMU_SUITES)

# The wakeup measurement (issue 10): the qemu-test kernel, booted with only
# the timer_slack_wakeups suite and timer_slack_test.run=1, under -icount
# sleep=off: the guest clock jumps over idle time, so that 34 minutes of
# guest time take about 12 s of boot.  Its lines go to make coalesce.
.PHONY: qemu-wakeups
qemu-wakeups: deps-kernel
	@OUT_NAME=kunit QEMU_TIMEOUT=600 QEMU_EXTRA="-icount shift=0,sleep=off" \
		QEMU_APPEND="kunit.filter_glob=timer_slack_wakeups timer_slack_test.run=1" \
		qemu-tests/run qemu-tests/kunit.config wakeups timer_slack_wakeups

# make coalesce (tests/tests.mk) runs qemu-wakeups and checks its figures
# against the model.
TEST_TARGETS += qemu-test qemu-test-i386 coalesce qemu-test-debug qemu-test-negative qemu-test-negative-requeue

# What mod_timer() costs in the kernel (issue 20): unpatched 6.1 against the
# series with default and explicit slack, each + qemu-tests/bench/, booted
# under -icount shift=0 (guest instructions per call).  Part of make bench,
# not of make test: figures, not verdicts (tools/kernel-bench).
.PHONY: bench-kernel
bench-kernel: deps-kernel
	@tools/kernel-bench

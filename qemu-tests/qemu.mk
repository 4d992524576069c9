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

QEMU_SUITES := timer_slack timer_slack_stress time_test_cases
# The debug kernel leaves out time_test_cases (see debug.config).
QEMU_DEBUG_SUITES := timer_slack timer_slack_stress

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

TEST_TARGETS += qemu-test qemu-test-debug qemu-test-negative

# In-kernel tests: `make qemu-test` applies kernel-patch/ to Debian's
# linux-source-6.1, builds tinyconfig + qemu-tests/kunit.config, boots it in
# qemu-system-x86_64 and fails on any KUnit failure, missing suite, splat or
# timeout.  Tree and build live in $(KBUILD_DIR), outside the clone.

.PHONY: qemu-test
qemu-test: deps-kernel
	@qemu-tests/run qemu-tests/kunit.config kunit timer_slack time_test_cases

TEST_TARGETS += qemu-test

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
QEMU_SUITES := timer_wheel timer_slack timer_slack_stress timer_slack_wakeups:skip time_test_cases
# The debug kernel leaves out time_test_cases (see debug.config).
QEMU_DEBUG_SUITES := timer_wheel timer_slack timer_slack_stress timer_slack_wakeups:skip

.PHONY: qemu-test qemu-test-debug qemu-test-negative
qemu-test: deps-kernel
	@qemu-tests/boot-and-judge qemu-tests/kunit.config kunit $(QEMU_SUITES)

qemu-test-debug: deps-kernel
	@QEMU_SMP=2 qemu-tests/boot-and-judge qemu-tests/kunit.config:qemu-tests/debug.config \
		debug $(QEMU_DEBUG_SUITES)

qemu-test-negative: deps-kernel
	@QEMU_SMP=2 OUT_NAME=debug EXTRA_PATCHES="$(wildcard qemu-tests/negative/*.patch)" \
		EXPECT_SPLAT='UBSAN: shift-out-of-bounds in .*timer_slack_seed_test\.c' \
		EXPECT_NOT_OK='not ok [0-9]+ timer_slack_seed_(test|negative)$$' \
		qemu-tests/boot-and-judge qemu-tests/kunit.config:qemu-tests/debug.config:qemu-tests/negative.config \
		negative $(QEMU_DEBUG_SUITES)

# Negative control of patch 1 (keep a re-armed timer in its bucket only if
# it is not being expired; kernel-patch/race-fix/6.1/ is the same fix on
# its own): the qemu-test kernel with qemu-tests/negative-requeue/ on top of
# the series, which takes patch 1's condition back out (6.1's index-only
# shortcut).  patch 2's reproducer timer_wheel must fail in every case,
# with the early jiffy on level 2 in the log (RACE_FIX_LOG,
# qemu-tests/race-fix.mk), and timer_slack_expiring_test with it; nothing
# else may fail.  timer_slack_stress runs on one CPU here, where nothing
# re-arms a timer waiting to be expired. It shares the qemu-test build
# folder: an incremental build, about 20 s, then a boot of about 30 s.
.PHONY: qemu-test-negative-requeue
qemu-test-negative-requeue: deps-kernel
	@OUT_NAME=kunit EXTRA_PATCHES="$(wildcard qemu-tests/negative-requeue/*.patch)" \
		EXPECT_NOT_OK='$(RACE_FIX_NOT_OK)|not ok [0-9]+ timer_slack(_expiring_test)?$$' \
		EXPECT_EACH_NOT_OK='$(RACE_FIX_CASES)' \
		EXPECT_LOG='$(RACE_FIX_LOG)' \
		qemu-tests/boot-and-judge qemu-tests/kunit.config negative-requeue \
		timer_wheel:fail timer_slack:fail timer_slack_stress timer_slack_wakeups:skip time_test_cases

# 32-bit (issue 12): tinyconfig + kunit.config + i386.config (last, so that
# "# CONFIG_64BIT is not set" wins over kunit.config's CONFIG_64BIT=y), built
# with ARCH=i386 in out-i386 (logs in log-i386), booted in qemu-system-i386
# with the suites of qemu-test and judged the same way; the run also fails
# unless .config has CONFIG_X86_32=y and no 64BIT, vmlinux is ELF32 and the
# console shows the 32-bit "LOWMEM available" line.  In make test: a cold
# build of its own takes about 4 min, a boot about 30 s.
.PHONY: qemu-test-i386
qemu-test-i386: deps-kernel
	@KARCH=i386 qemu-tests/boot-and-judge qemu-tests/kunit.config:qemu-tests/i386.config \
		i386 $(QEMU_SUITES)

# The wakeup measurement (issue 10): the qemu-test kernel, booted with only
# the timer_slack_wakeups suite and timer_slack_test.run=1, under -icount
# sleep=off: the guest clock jumps over idle time, so that 34 minutes of
# guest time take about 12 s of boot.  Its lines go to make coalesce.
.PHONY: qemu-wakeups
qemu-wakeups: deps-kernel
	@OUT_NAME=kunit QEMU_TIMEOUT=600 QEMU_EXTRA="-icount shift=0,sleep=off" \
		QEMU_APPEND="kunit.filter_glob=timer_slack_wakeups timer_slack_test.run=1" \
		qemu-tests/boot-and-judge qemu-tests/kunit.config wakeups timer_slack_wakeups

# No division instruction in the compiled slack path (issue 20, item 3):
# tools/no-division walks the call graph from the roots inside one object
# and fails on div/idiv or a call to the C runtime's division helpers.
#  - user space: the step and the extracted calc_wheel_index() behind one
#    function (tests/no-division/step.c) at gcc -O2, gcc -Os, clang -O2 and
#    gcc -m32 -Os;
#  - the kernels make test boots: timer.o of qemu-test (x86_64) and of
#    qemu-test-i386, tinyconfig's -Os, from __mod_timer_explicit() (the slack
#    path, out of line by design) and mod_timer(), timer_reduce(), add_timer();
#  - the negative control: the wheel's model wheel_fire() at gcc -Os divides
#    by its granularity, and the check must say so.
NO_DIV_CFLAGS := -std=gnu11 -Wall -Wextra -Werror -Isrc -I$(WHEEL_INDEX_DIR) -c
NO_DIV_ROOTS  := __mod_timer_explicit mod_timer timer_reduce add_timer
.PHONY: no-division
no-division: $(WHEEL_INDEX_TEXT)
	@tools/install-deps gcc gcc-multilib clang binutils python3
	@mkdir -p $(BUILD)/no-division
	@set -e; for cc in "gcc -O2" "gcc -Os" "clang -O2" "gcc -m32 -Os"; do \
		o=$(BUILD)/no-division/step-$$(echo $$cc | tr -d ' ').o; \
		$$cc $(NO_DIV_CFLAGS) tests/no-division/step.c -o $$o; \
		echo "no-division: $$cc"; tools/no-division $$o slack_step; done
	@set -e; for k in kunit i386; do \
		tools/no-division $(KBUILD_DIR)/out-$$k/kernel/time/timer.o $(NO_DIV_ROOTS); done
	@gcc -Os $(NO_DIV_CFLAGS) tests/no-division/model.c -o $(BUILD)/no-division/model.o
	@if tools/no-division $(BUILD)/no-division/model.o model_fire >$(BUILD)/no-division/model.log; then \
		cat $(BUILD)/no-division/model.log; \
		echo "no-division: the negative control found no division in wheel_fire()" >&2; exit 1; \
	else grep FAIL $(BUILD)/no-division/model.log; \
		echo "no-division: negative control: the division in wheel_fire() at gcc -Os is found, as it must be"; fi

# make coalesce (tests/tests.mk) runs qemu-wakeups and checks its figures
# against the model.
TEST_TARGETS += qemu-test qemu-test-i386 no-division coalesce qemu-test-debug qemu-test-negative qemu-test-negative-requeue

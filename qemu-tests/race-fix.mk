# The standalone fix of the early-firing race in __mod_timer() (issue 21):
# kernel-patch/race-fix/<kver>/ (patch 1 the fix, patch 2 the KUnit suite
# timer_wheel) on pristine Debian linux-source-6.1 and linux-source-6.12,
# tinyconfig + qemu-tests/race-fix.config, booted under QEMU (TCG, one CPU).
#
#   qemu-test-race-fix-6.1    6.1 + both patches: timer_wheel passes
#   qemu-test-race-fix-6.1-negative
#                             6.1 + patch 2 alone: the reproducer fails,
#                             every case, each with the early jiffy
#   qemu-test-6.12            6.12 + both patches
#   qemu-test-6.12-negative   6.12 + patch 2 alone
#
# Each kernel version has its own patched tree (WORK_NAME), so that these
# runs never re-apply the tree of the slack series, and each negative run
# shares the build folder of its positive run: only timer.c changes between
# them, an incremental build.

RACE_FIX_61   := $(sort $(wildcard kernel-patch/race-fix/6.1/0*.patch))
RACE_FIX_612  := $(sort $(wildcard kernel-patch/race-fix/6.12/0*.patch))
# A negative run must see each case of timer_wheel fail ("not ok" for the
# case lines, RACE_FIX_CASES each on its own, and the suite), and the
# console must show one re-armed timer that ran early on level 2 with the
# jiffy at which it ran.
RACE_FIX_NOT_OK := not ok [0-9]+ (- )?(timer_wheel|timer_rearm_expiring_test|level [02], (mod_timer(_pending)?|timer_reduce))$$
RACE_FIX_CASES := level 0, mod_timer;level 0, mod_timer_pending;level 2, mod_timer;level 2, mod_timer_pending;level 2, timer_reduce
RACE_FIX_LOG := re-armed in the pass of [0-9]+ for [0-9]+, ran at [0-9]+: 4032 jiffies early

.PHONY: qemu-test-race-fix-6.1 qemu-test-race-fix-6.1-negative \
	qemu-test-6.12 qemu-test-6.12-negative race-fix-check
qemu-test-race-fix-6.1: deps-race-fix
	@WORK_NAME=work-race-fix SERIES="$(RACE_FIX_61)" OUT_NAME=race-fix-6.1 \
		qemu-tests/boot-and-judge qemu-tests/race-fix.config race-fix-6.1 timer_wheel

qemu-test-race-fix-6.1-negative: deps-race-fix
	@WORK_NAME=work-race-fix SERIES="$(wildcard kernel-patch/race-fix/6.1/0002-*.patch)" \
		OUT_NAME=race-fix-6.1 EXPECT_NOT_OK='$(RACE_FIX_NOT_OK)' \
		EXPECT_EACH_NOT_OK='$(RACE_FIX_CASES)' EXPECT_LOG='$(RACE_FIX_LOG)' \
		qemu-tests/boot-and-judge qemu-tests/race-fix.config race-fix-6.1-negative timer_wheel:fail

qemu-test-6.12: deps-race-fix
	@KVER=6.12 WORK_NAME=work-6.12 SERIES="$(RACE_FIX_612)" OUT_NAME=6.12 \
		qemu-tests/boot-and-judge qemu-tests/race-fix.config 6.12 timer_wheel

qemu-test-6.12-negative: deps-race-fix
	@KVER=6.12 WORK_NAME=work-6.12 SERIES="$(wildcard kernel-patch/race-fix/6.12/0002-*.patch)" \
		OUT_NAME=6.12 EXPECT_NOT_OK='$(RACE_FIX_NOT_OK)' \
		EXPECT_EACH_NOT_OK='$(RACE_FIX_CASES)' EXPECT_LOG='$(RACE_FIX_LOG)' \
		qemu-tests/boot-and-judge qemu-tests/race-fix.config 6.12-negative timer_wheel:fail

.PHONY: deps-race-fix
deps-race-fix:
	@tools/install-deps $(KERNEL_DEPS) linux-source-6.12

# The four boots, positive and negative on both kernels: `make race-fix-boot`.
# make test runs the 6.12 pair (after race-fix-check, which extracts
# linux-source-6.12): one cold kernel build, measured at 405 s for
# qemu-test-6.12 from an empty work-6.12/out-6.12 (343 s of it the build,
# -j2), and the negative run an incremental build in the same folder.  The
# 6.1 standalone pair stays in race-fix-boot only: on 6.1 the slack series
# builds on the standalone fix, and its own boots are 6.1's positive and
# negative runs.
.PHONY: race-fix-boot
race-fix-boot: qemu-test-race-fix-6.1 qemu-test-race-fix-6.1-negative \
	qemu-test-6.12 qemu-test-6.12-negative

# The series gate of the race fix: both series apply alone to their pristine
# trees, patch 2 alone too, and checkpatch --strict is clean (see
# kernel-patch/race-fix/check-race-fix for the two tolerated reports).
race-fix-check: deps-race-fix
	@kernel-patch/race-fix/check-race-fix

# Linux 7.2 (issue 34): Debian 12 does not package it; linux-source-7.2 is
# fetched from Debian unstable by name (tools/fetch-linux-source, a private
# apt configuration under KBUILD_DIR, cached), and its __mod_timer() is
# checked for the index-only shortcut the race needs, and the 6.12 fix for
# applying (qemu-tests/race-7.2-check).  About 20 s the first time, most of
# it the 164 MB download; then cached.
.PHONY: race-7.2-check
race-7.2-check: deps-race-fix
	@qemu-tests/race-7.2-check

TEST_TARGETS += race-fix-check race-7.2-check qemu-test-6.12 qemu-test-6.12-negative

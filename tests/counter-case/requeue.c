// SPDX-License-Identifier: GPL-2.0
/*
 * W-requeue's counter-case, concrete: __mod_timer()'s same-bucket shortcut
 * on timers that sit on the expiry list, through the kernel's own
 * calc_wheel_index() (the copy in tests/reference/wheel_ref.h).
 * proofs/negative/requeue-counter-case shows 6.1's index-only condition
 * failing never_early under WP; proofs/wp/wp_requeue.c proves the fix's condition
 * (the text of timer_in_bucket()) under the assumptions stated there.  The expected values are worked out
 * by hand in the comments, from the wheel's rule (spec/wheel.md).
 *
 * Both cases use values below 2^31, so that they read the same with a
 * 64-bit and with a 32-bit unsigned long.
 */
#include <stdio.h>
#include "wheel_ref.h"

static int failures;

static void expect(const char *what, unsigned long got, unsigned long want)
{
	printf("  %-58s %11lu %s\n", what, got, got == want ? "ok" : "WRONG");
	if (got != want)
		failures++;
}

/* The fixed condition: the bucket of the timer's own expiry, at
 * the level of its index, recomputed as calc_index() does. */
static unsigned long own_bucket(unsigned long timer_expires, unsigned int old_idx)
{
	unsigned int lvl = old_idx / LVL_SIZE;

	return ((timer_expires >> LVL_SHIFT(lvl)) + 1) << LVL_SHIFT(lvl);
}

int main(void)
{
	unsigned long b_old, b_new;
	unsigned int idx_old, idx_new;

	/*
	 * Level 0.  Armed at clk 99 with expires 99: 0 jiffies ahead, level 0,
	 * bucket 100, index 100 % 64 = 36.  At clk 100 __run_timers() moves
	 * bucket 100 to its expiry list and sets base->clk to 101.  Before the
	 * callback runs, mod_timer(timer, 163): 62 jiffies ahead of 101, level
	 * 0, bucket 164, index 164 % 64 = 36, the same.  6.1 keeps the timer:
	 * it runs at once, at jiffy 100, 64 jiffies before 164.  The fixed
	 * condition recomputes (99 >> 0) + 1 = 100, not 164: requeued.
	 */
	puts("6.1 index-only: armed at clk 99 for 99, re-armed for 163 at clk 101 while expiring");
	idx_old = ref_calc_wheel_index(99, 99, &b_old);
	expect("old bucket (expired at clk 100, collected)", b_old, 100);
	expect("old index", idx_old, 36);
	idx_new = ref_calc_wheel_index(163, 101, &b_new);
	expect("new bucket", b_new, 164);
	expect("new index: the same, so 6.1 keeps it (runs at 100)", idx_new, 36);
	expect("early by (new bucket - old bucket)", b_new - b_old, 64);
	expect("fixed: own bucket 100 != 164, requeued", own_bucket(99, idx_old) != b_new, 1);

	/*
	 * Level 8, a timer capped at the wheel's horizon.  Armed at clk 0 with
	 * expires 2113929216 (beyond the capacity 1056964608): cut to
	 * 1040187392, bucket 63 * 2^24 = 1056964608, index 512 + 63 = 575.  At
	 * clk 1056964608 it is collected; while callbacks run, jiffies moves
	 * on and forward_timer_base() sets base->clk to 1056964610.  Then
	 * mod_timer(timer, 2113929217): 1056964607 jiffies ahead, level 8
	 * (not capped), bucket (126 + 1) * 2^24 = 2130706432, index 512 +
	 * 127 % 64 = 575, the same.  The timer's own bucket is (2113929216 >>
	 * 24) + 1 = 127, times 2^24: 2130706432, the new bucket too.  So the
	 * fixed condition keeps it as well: it runs at once, 1073741824
	 * jiffies (49.7 days at HZ=250) before its bucket.  The fix's
	 * timer_in_bucket() (kernel-patch/race-fix/, proved in
	 * proofs/wp/wp_requeue.c) adds a guard on the last level: keep the timer
	 * only if time_before(expires, clk + WHEEL_TIMEOUT_MAX), which fails
	 * here (2113929216 is not before 1056964610 + 1040187392 =
	 * 2097152002), so it is requeued.
	 */
	puts("capped at the horizon: armed at clk 0 for 2113929216, re-armed for 2113929217 at clk 1056964610");
	idx_old = ref_calc_wheel_index(2113929216UL, 0, &b_old);
	expect("old bucket (the horizon)", b_old, 1056964608UL);
	expect("old index", idx_old, 575);
	idx_new = ref_calc_wheel_index(2113929217UL, 1056964610UL, &b_new);
	expect("new bucket", b_new, 2130706432UL);
	expect("new index: the same", idx_new, 575);
	expect("own bucket == new bucket: the fixed condition keeps it too",
	       own_bucket(2113929216UL, idx_old) == b_new, 1);
	expect("early by (new bucket - old bucket)", b_new - b_old, 1073741824UL);
	expect("the fix's last-level guard: time_before(expires, clk + WHEEL_TIMEOUT_MAX)",
	       (long)(2113929216UL - (1056964610UL + WHEEL_TIMEOUT_MAX)) < 0, 0);
	expect("so timer_in_bucket() requeues it (level 8 is the last)",
	       idx_old / LVL_SIZE == LVL_DEPTH - 1, 1);

	/*
	 * Why W-requeue's timing assumption (expiring: base->clk at most a
	 * granule of the last level, 2^24 jiffies, past the bucket being
	 * expired) cannot be dropped by a better condition.  (a) The capped
	 * timer above, collected at 1056964608, while base->clk is forwarded
	 * 2^24 + 2 jiffies past its bucket, to 1073741826, during the pass:
	 * re-armed for 2113929217 (1040187391 ahead: level 8, bucket
	 * 2130706432, index 575), its own bucket is 2130706432 and the guard
	 * holds (2113929216 is before 1073741826 + 1040187392 = 2113929218), so
	 * the fix keeps it: it runs at once, 2^30 jiffies before its bucket.
	 * (b) A timer armed at clk 1073741826 for 2113929216 (1040187390 ahead,
	 * under the cut-off: bucket 2130706432, index 575) sits in the wheel
	 * with the same index and expiry, and the same re-arm keeps it in its
	 * own bucket, rightly.  A condition reads the index, the expiry,
	 * base->clk and the new expiry: the same four values in (a) and (b), so
	 * no condition requeues (a) and keeps (b); only refusing the shortcut
	 * to every timer on the last level would close (a), at the cost of (b).
	 */
	puts("the timing bound: a capped timer on the list and a timer in the wheel that read the same");
	idx_new = ref_calc_wheel_index(2113929217UL, 1073741826UL, &b_new);
	expect("(a) new bucket, base->clk 2^24 + 2 past the old one", b_new, 2130706432UL);
	expect("(a) new index: the old one", idx_new, idx_old);
	expect("(a) own bucket == new bucket", own_bucket(2113929216UL, idx_old) == b_new, 1);
	expect("(a) guard holds: the fix keeps it, 2^30 jiffies early",
	       (long)(2113929216UL - (1073741826UL + WHEEL_TIMEOUT_MAX)) < 0, 1);
	expect("(a) early by (new bucket - old bucket)", b_new - b_old, 1073741824UL);
	idx_old = ref_calc_wheel_index(2113929216UL, 1073741826UL, &b_old);
	expect("(b) in the wheel: bucket", b_old, 2130706432UL);
	expect("(b) index: the same as (a)'s", idx_old, 575);
	expect("(b) the same re-arm maps to its own bucket", b_new, b_old);

	if (failures) {
		printf("requeue: %d WRONG\n", failures);
		return 1;
	}
	puts("requeue: 6.1's index-only shortcut keeps an expiring timer 64 jiffies early;"
	     " the issue's condition requeues it but keeps a timer capped at the horizon,"
	     " which the fix's last-level guard requeues unless base->clk moved more than"
	     " 2^24 jiffies during the pass, where no condition can tell it from a timer"
	     " in the wheel");
	return 0;
}

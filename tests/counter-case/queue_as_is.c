// SPDX-License-Identifier: GPL-2.0
/*
 * The wheel counter-case, concrete: queueing apply_slack()'s instant as is
 * (what the series did before slack_queue_expiry()) breaks E-bounded and
 * E-never-earlier on these vectors, and slack_queue_expiry() does not.
 * proofs/negative/queue-counter-case shows the same two clauses failing
 * under WP.
 * The expected instants are worked out by hand in the comments, from the
 * wheel's rule (spec/wheel.md), not taken from the code under test.
 */
#include <stdio.h>
#include "slack_queue.h"
#include "wheel_fire.h"

static int failures;

static void expect(const char *what, unsigned long got, unsigned long want)
{
	printf("  %-44s %20lu %s\n", what, got, got == want ? "ok" : "WRONG");
	if (got != want)
		failures++;
}

int main(void)
{
	unsigned long a, q, bucket;
	unsigned int idx;

	/*
	 * expires 100, slack 16, clk 0: the window is [100, 116]; apply_slack()
	 * picks 112 (0b1110000).  Without slack 100 is 100 jiffies ahead, level
	 * 1 (granularity 8): it fires at 104.  Queued as is, 112 fires at the
	 * next multiple of 8 strictly after it, 120: past both 104 and 116.
	 * The step queues 104, the first expiry of 112's bucket on level 1
	 * (104..111 all fire at 112; E-queued), and fires at 112.
	 */
	puts("E-bounded: expires 100, slack 16, clk 0 (bound max(104, 116) = 116)");
	a = apply_slack(100, 16, 0);
	expect("apply_slack()", a, 112);
	expect("wheel_fire(100): no slack", wheel_fire(100, 0), 104);
	expect("wheel_fire(112): queued as is, 4 late", wheel_fire(a, 0), 120);
	q = slack_queue_expiry(100, 16, 0, &idx, &bucket);
	expect("slack_queue_expiry()", q, 104);
	expect("wheel_fire(104): the step, on time", wheel_fire(q, 0), 112);
	expect("slack_queue_expiry(): the bucket it reports", bucket, 112);

	/*
	 * expires 2^63 - 10, slack 16, clk 0: the window [2^63 - 10, 2^63 + 6]
	 * holds 2^63, which apply_slack() picks.  2^63 jiffies past the clock
	 * is (long) negative: the wheel takes it as expired and fires at clk,
	 * 0.  Without slack the timer is beyond the wheel's capacity and
	 * fires at the cut: the first multiple of 2^24 after 1040187392, that
	 * is 1056964608.  The step keeps the expiry.
	 */
	puts("E-never-earlier: expires 2^63 - 10, slack 16, clk 0");
	a = apply_slack(9223372036854775798UL, 16, 0);
	expect("apply_slack()", a, 9223372036854775808UL);
	expect("wheel_fire(expires): no slack", wheel_fire(9223372036854775798UL, 0), 1056964608);
	expect("wheel_fire(2^63): queued as is, fires at once", wheel_fire(a, 0), 0);
	q = slack_queue_expiry(9223372036854775798UL, 16, 0, &idx, &bucket);
	expect("slack_queue_expiry(): keeps the expiry", q, 9223372036854775798UL);

	if (failures) {
		printf("queue-as-is: %d WRONG\n", failures);
		return 1;
	}
	puts("queue-as-is: the 2010 rounding queued as is breaks E-bounded and E-never-earlier; the step does not");
	return 0;
}

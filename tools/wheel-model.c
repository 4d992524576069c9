// SPDX-License-Identifier: GPL-2.0
/*
 * wheel-model: how many distinct instants the 6.1 timer wheel fires a batch
 * of timers at, and how many fire late, under three rules for the expiry
 * that is queued - the measurement of issue 9, on the real src/ functions.
 *
 *   wheel-model [SEED [BASE]]
 *
 * HZ=250 (LVL_DEPTH 9, the geometry of src/wheel_fire.h; HZ enters nowhere
 * else: slack and delays are in jiffies).  Each row arms N timers, the
 * i-th at an instant now drawn uniformly from BASE + [0, SPAN) jiffies,
 * the wheel clock being that instant, with a delay drawn uniformly from
 * [lo, hi] (inclusive) and expires = now + delay.  The rules:
 *   none      queue expires
 *   2010      queue apply_slack(expires, slack, now) as it is
 *   new step  queue slack_queue_expiry(expires, slack, now)
 * Per rule: distinct firing instants, wheel_fire(queued, now), over the N
 * timers; "late": timers fired after both their window's end expires + s
 * (s the effective slack) and their no-slack firing instant; "moved":
 * timers fired at another instant than without slack; the mean and the
 * largest number of jiffies after the no-slack instant.  Fixed seed
 * (SEED overrides, BASE moves the arming span; default 0).
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include "apply_slack.h"
#include "slack_queue.h"
#include "wheel_fire.h"

#define N	10000
#define SPAN	5000

#include "splitmix64.h"
#include "batch_stats.h"

/* uniform in [lo, hi] */
static unsigned long uniform(unsigned long lo, unsigned long hi)
{
	return lo + rnd() % (hi - lo + 1);
}

struct row {
	const char *name;
	unsigned long lo, hi;	/* delay, jiffies */
	int slack;		/* -1: automatic; -10: 10% of the delay */
};

static const struct row rows[] = {
	{ "(a) auto, delays 256-2000",         256, 2000,  -1 },
	{ "(b) auto, delays 1000-40000",      1000, 40000, -1 },
	{ "(c) slack 10% of delay, 10-1000",    10, 1000, -10 },
	{ "(d) slack 16, delays 1-62",           1, 62,    16 },
};

int main(int argc, char **argv)
{
	static const char *const rules[] = { "none", "2010", "new step" };
	static unsigned long now[N], exp[N], fires[3][N];
	static int sl[N];
	unsigned long seed = argc > 1 ? strtoul(argv[1], NULL, 0) : RND_SEED;
	unsigned long base = argc > 2 ? strtoul(argv[2], NULL, 0) : 0;
	int r, k, i;

	printf("wheel-model: %d timers armed over %d jiffies from %lu, seed 0x%lx,"
	       " HZ=250 wheel (LVL_DEPTH 9)\n", N, SPAN, base, seed);
	printf("%-34s %-9s %9s %6s %6s %10s %8s\n", "workload", "rule", "distinct", "late",
	       "moved", "mean +jif", "max +jif");
	for (r = 0; r < (int)(sizeof(rows) / sizeof(rows[0])); r++) {
		rnd_state = seed + r;
		for (i = 0; i < N; i++) {
			unsigned long delay;

			now[i] = base + rnd() % SPAN;
			delay = uniform(rows[r].lo, rows[r].hi);
			exp[i] = now[i] + delay;
			sl[i] = rows[r].slack == -10 ? (int)(delay / 10) : rows[r].slack;
		}
		for (k = 0; k < 3; k++) {
			unsigned long late = 0, moved = 0, extra = 0, max = 0;
			unsigned long bucket;
			unsigned int idx;

			for (i = 0; i < N; i++) {
				unsigned long q = k == 0 ? exp[i] :
					k == 1 ? apply_slack(exp[i], sl[i], now[i]) :
					slack_queue_expiry(exp[i], sl[i], now[i], &idx, &bucket);
				unsigned long f = wheel_fire(q, now[i]);
				unsigned long f0 = wheel_fire(exp[i], now[i]);
				unsigned long end = exp[i] + eff_slack(exp[i], sl[i], now[i]);
				long after0 = (long)(f - f0);

				late += (long)(f - end) > 0 && after0 > 0;
				moved += f != f0;
				extra += after0 > 0 ? after0 : 0;
				if (after0 > (long)max)
					max = after0;
				fires[k][i] = f;
			}
			printf("%-34s %-9s %9lu %6lu %6lu %10.2f %8lu\n", k ? "" : rows[r].name,
			       rules[k], distinct(fires[k], N), late, moved,
			       (double)extra / N, max);
		}
	}
	return 0;
}

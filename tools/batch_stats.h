/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What tools/wheel-model.c and tools/coalesce.c both count over a batch of
 * timers: the slack the kernel takes for a timer, and how many distinct
 * jiffies a set of firing instants has (a tickless idle CPU wakes once per
 * distinct jiffy).
 */
#ifndef BATCH_STATS_H
#define BATCH_STATS_H

#include <limits.h>
#include <stdlib.h>

/*
 * The effective slack of a timer queued at @now for @expires: an explicit
 * @slack as it is; automatic slack (@slack < 0) is delay / 256 when
 * 256 <= delay <= LONG_MAX, else 0, as apply_slack() takes it.
 */
static inline unsigned long eff_slack(unsigned long expires, int slack,
				      unsigned long now)
{
	unsigned long delta = expires - now;

	if (slack >= 0)
		return slack;
	return delta >= 256 && delta <= LONG_MAX ? delta / 256 : 0;
}

static inline int cmp_ulong(const void *a, const void *b)
{
	unsigned long x = *(const unsigned long *)a, y = *(const unsigned long *)b;

	return x < y ? -1 : x > y;
}

/* The number of distinct values among v[0..n-1]; sorts v. */
static inline unsigned long distinct(unsigned long *v, int n)
{
	unsigned long d = 0;
	int i;

	qsort(v, n, sizeof(*v), cmp_ulong);
	for (i = 0; i < n; i++)
		d += i == 0 || v[i] != v[i - 1];
	return d;
}

#endif /* BATCH_STATS_H */

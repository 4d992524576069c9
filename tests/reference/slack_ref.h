/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Reference model of apply_slack(), written from spec (R-auto, R-optimal),
 * not from src/apply_slack.h.
 *
 * It deliberately shares no technique with the code under test: no xor, no
 * fls, no "clear the bits below the top differing bit".  Instead it works on
 * mathematical integers (unsigned __int128, so expires + s never wraps) and
 * asks, for k = 64 down to 0, whether the window (expires, expires + s]
 * contains a multiple of 2^k.  The first k that answers yes gives the
 * instant with the most trailing zeros; R-optimal says it is unique, and
 * ref_window_multiples() lets the tests check that claim as well.
 */
#ifndef SLACK_REF_H
#define SLACK_REF_H

#include <limits.h>

typedef unsigned __int128 ref_u128;

#define REF_WRAP	((ref_u128)1 << 64)	/* one turn of jiffies */

/*
 * How far the instant a lies after b, in jiffies: 0 .. 2^64 - 1.  Written
 * as the two cases of the spec's jiffies_after() rather than as a - b.
 */
static inline ref_u128 ref_jiffies_after(unsigned long a, unsigned long b)
{
	if (a >= b)
		return (ref_u128)a - b;
	return (ref_u128)a + REF_WRAP - b;
}

/*
 * R-auto: explicit slack when slack >= 0; otherwise 1/256 of the delay,
 * but none when the timer is expired or due within 256 jiffies.  "Expired"
 * is the jiffies view: expires lies more than LONG_MAX jiffies after now,
 * i.e. (long)(expires - now) < 0.
 */
static inline ref_u128 ref_effective_slack(unsigned long expires, int slack,
					   unsigned long now)
{
	ref_u128 d;

	if (slack >= 0)
		return (ref_u128)slack;
	d = ref_jiffies_after(expires, now);
	if (d < 256 || d > (ref_u128)LONG_MAX)
		return 0;
	return d / 256;
}

/*
 * Smallest multiple of 2^k that is >= x (k <= 64, x < 2^65).  Shifts, not
 * a division: a 128-bit division by a variable is a library call, and the
 * differential test runs this some 10^9 times.
 */
static inline ref_u128 ref_round_up(ref_u128 x, unsigned int k)
{
	return ((x + ((ref_u128)1 << k) - 1) >> k) << k;
}

/*
 * Number of multiples of 2^k in the integer window [lo, hi] (lo <= hi + 1),
 * counted by division only.
 */
static inline ref_u128 ref_window_multiples(ref_u128 lo, ref_u128 hi,
					    unsigned int k)
{
	ref_u128 p = (ref_u128)1 << k;

	if (hi < lo)
		return 0;
	/* multiples in [0, hi] minus multiples in [0, lo - 1] */
	return (hi / p + 1) - (lo == 0 ? 0 : (lo - 1) / p + 1);
}

/*
 * R-optimal: the instant in (expires, expires + s] with the most trailing
 * zeros, reduced modulo 2^64 (2^64 itself is jiffy 0, 64 trailing zeros).
 * With s == 0 the window is empty and the timer keeps its instant.
 */
static inline unsigned long ref_apply_slack(unsigned long expires, int slack,
					    unsigned long now)
{
	ref_u128 s = ref_effective_slack(expires, slack, now);
	ref_u128 lo = (ref_u128)expires + 1, hi = (ref_u128)expires + s;
	int k;

	if (s == 0)
		return expires;
	for (k = 64; k >= 0; k--) {
		ref_u128 m = ref_round_up(lo, k);

		if (m <= hi)
			return (unsigned long)(m % REF_WRAP);
	}
	/* Not reached: at k == 0, lo itself lies in the window. */
	return (unsigned long)lo;
}

#endif /* SLACK_REF_H */

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Reference model of apply_slack(), written from spec (R-auto, R-optimal),
 * not from src/apply_slack.h.
 *
 * It deliberately shares no technique with the code under test: no xor, no
 * fls, no "clear the bits below the top differing bit".  Instead it works on
 * mathematical integers (a type twice as wide as unsigned long, so expires + s
 * never wraps) and asks, for k = REF_BITS down to 0, whether the window (expires, expires + s]
 * contains a multiple of 2^k.  The first k that answers yes gives the
 * instant with the most trailing zeros; R-optimal says it is unique, and
 * ref_window_multiples() lets the tests check that claim as well.
 *
 * Both word sizes: REF_BITS is the width of unsigned long, 64 or 32 (a
 * -m32 build), and the wide type is unsigned __int128 or unsigned long
 * long to match.
 */
#ifndef SLACK_REF_H
#define SLACK_REF_H

#include <limits.h>

#define REF_BITS	((int)(8 * sizeof(unsigned long)))

#if ULONG_MAX == 0xffffffffUL
typedef unsigned long long ref_wide;
#else
typedef unsigned __int128 ref_wide;
#endif

#define REF_WRAP	((ref_wide)1 << REF_BITS)	/* one turn of jiffies */

/*
 * How far the instant a lies after b, in jiffies: 0 .. 2^REF_BITS - 1.  Written
 * as the two cases of the spec's jiffies_after() rather than as a - b.
 */
static inline ref_wide ref_jiffies_after(unsigned long a, unsigned long b)
{
	if (a >= b)
		return (ref_wide)a - b;
	return (ref_wide)a + REF_WRAP - b;
}

/*
 * R-auto: explicit slack when slack >= 0; otherwise 1/256 of the delay,
 * but none when the timer is expired or due within 256 jiffies.  "Expired"
 * is the jiffies view: expires lies more than LONG_MAX jiffies after now,
 * i.e. (long)(expires - now) < 0.
 */
static inline ref_wide ref_effective_slack(unsigned long expires, int slack,
					   unsigned long now)
{
	ref_wide d;

	if (slack >= 0)
		return (ref_wide)slack;
	d = ref_jiffies_after(expires, now);
	if (d < 256 || d > (ref_wide)LONG_MAX)
		return 0;
	return d / 256;
}

/*
 * Smallest multiple of 2^k that is >= x (k <= REF_BITS, x < 2^(REF_BITS+1)).  Shifts, not
 * a division: a 128-bit division by a variable is a library call, and the
 * differential test runs this some 10^9 times.
 */
static inline ref_wide ref_round_up(ref_wide x, unsigned int k)
{
	return ((x + ((ref_wide)1 << k) - 1) >> k) << k;
}

/*
 * Number of multiples of 2^k in the integer window [lo, hi] (lo <= hi + 1),
 * counted by division only.
 */
static inline ref_wide ref_window_multiples(ref_wide lo, ref_wide hi,
					    unsigned int k)
{
	ref_wide p = (ref_wide)1 << k;

	if (hi < lo)
		return 0;
	/* multiples in [0, hi] minus multiples in [0, lo - 1] */
	return (hi / p + 1) - (lo == 0 ? 0 : (lo - 1) / p + 1);
}

/*
 * R-optimal: the instant in (expires, expires + s] with the most trailing
 * zeros, reduced modulo 2^REF_BITS (2^REF_BITS itself is jiffy 0, with
 * REF_BITS trailing zeros).
 * With s == 0 the window is empty and the timer keeps its instant.
 */
static inline unsigned long ref_apply_slack(unsigned long expires, int slack,
					    unsigned long now)
{
	ref_wide s = ref_effective_slack(expires, slack, now);
	ref_wide lo = (ref_wide)expires + 1, hi = (ref_wide)expires + s;
	int k;

	if (s == 0)
		return expires;
	for (k = REF_BITS; k >= 0; k--) {
		ref_wide m = ref_round_up(lo, k);

		if (m <= hi)
			return (unsigned long)(m % REF_WRAP);
	}
	/* Not reached: at k == 0, lo itself lies in the window. */
	return (unsigned long)lo;
}

#endif /* SLACK_REF_H */

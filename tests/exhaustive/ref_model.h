/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Reference model of apply_slack(), written from the requirements of issue 2
 * (spec/), not from the code: no xor, no fls.  Width-generic (w <= 64 bits,
 * automatic slack delta / 2^d), shared by tests/exhaustive and tests/fuzz.
 *
 *  ref_slack()  the effective slack s (R-auto);
 *  ref_brute()  the result by searching the window (expires, expires + s]
 *               for the instant with the most trailing zeros (R-optimal),
 *               also checking that it is unique; O(s), small widths only;
 *  ref_levels() the same result in O(w): try 2^w, 2^(w-1), ..., 1 and take
 *               the first power whose next multiple after expires is in the
 *               window.  exhaustive.c checks it equals ref_brute().
 */
#ifndef REF_MODEL_H
#define REF_MODEL_H

#include <stdint.h>

static inline uint64_t ref_mask(unsigned w)
{
	return w == 64 ? ~0ULL : (1ULL << w) - 1;
}

/* R-auto: explicit slack as given; automatic delta / 2^d when the signed
 * w-bit delta is at least 2^d, else 0 (expired or near timers). */
static inline uint64_t ref_slack(unsigned w, unsigned d, uint64_t expires,
				 int64_t slack, uint64_t now)
{
	uint64_t m = ref_mask(w);
	uint64_t delta = (expires - now) & m;
	int negative = (delta >> (w - 1)) & 1;

	if (slack >= 0)
		return (uint64_t)slack;
	if (negative || delta < (1ULL << d))
		return 0;
	return delta >> d;
}

/* Trailing zero bits of a w-bit word; 0 has w of them. */
static inline unsigned ref_tz(unsigned w, uint64_t x)
{
	unsigned t = 0;

	while (t < w && !((x >> t) & 1))
		t++;
	return t;
}

/* Brute force over the window.  *unique is cleared when two instants tie
 * for the most trailing zeros (the spec says that never happens). */
static inline uint64_t ref_brute(unsigned w, uint64_t expires, uint64_t s,
				 int *unique)
{
	uint64_t m = ref_mask(w), best = expires;
	int best_tz = -1;

	*unique = 1;
	for (uint64_t k = 1; k <= s; k++) {
		uint64_t y = (expires + k) & m;
		int t = (int)ref_tz(w, y);

		if (t > best_tz) {
			best_tz = t;
			best = y;
			*unique = 1;
		} else if (t == best_tz) {
			*unique = 0;
		}
	}
	return best;	/* expires when s == 0: no slack, no move */
}

/* The first multiple of 2^t after expires, for t = w down to 0, that lies
 * within s of expires.  Two multiples of 2^t in the window would put a
 * multiple of 2^(t+1) there too, found one step earlier, so the first hit
 * is the unique best. */
static inline uint64_t ref_levels(unsigned w, uint64_t expires, uint64_t s)
{
	uint64_t m = ref_mask(w);

	if (s == 0)
		return expires;
	for (int t = (int)w; t >= 0; t--) {
		/* t == w: the next multiple of 2^w is the wrap to 0. */
		uint64_t next = t == (int)w ? 0 :
			(((expires >> t) + 1) << t) & m;
		uint64_t dist = (next - expires) & m;

		if (dist >= 1 && dist <= s)
			return next;
	}
	return expires;	/* unreachable: t = 0 gives expires + 1 */
}

#endif /* REF_MODEL_H */

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * apply_slack() of src/apply_slack.h restated for a word of w bits (w <= 64),
 * so that it can be run on every input at w = 8 and w = 16.  The statements
 * are those of the 64-bit C, one for one; the only additions are `& W->m`
 * after each operation that can carry past bit w - 1 (the 2^w wrap that
 * unsigned long gets for free) and the parameters that the C has as
 * constants: 256 = 2^d and LONG_MAX = m >> 1.  At w = 64, d = 8 this is the C
 * itself; exhaustive.c checks that on random and boundary inputs.
 */
#ifndef GEN_SLACK_H
#define GEN_SLACK_H

#include <stdint.h>

struct width {
	unsigned w;	/* word size in bits: unsigned long has 64 */
	unsigned d;	/* automatic slack is delta / 2^d: the C has 256 */
	uint64_t m;	/* 2^w - 1: the wrap of unsigned arithmetic */
};

static inline struct width width_of(unsigned w, unsigned d)
{
	struct width W = { w, d, w == 64 ? ~0ULL : (1ULL << w) - 1 };
	return W;
}

/* Same loop as src/fls.h. */
static inline uint64_t gen_fls(uint64_t word)
{
	uint64_t bit = 0;

	for (uint64_t x = word; x > 1; x >>= 1)
		bit++;
	return bit;
}

/* slack: the C's int; >= 0 explicit, < 0 automatic. */
static inline uint64_t gen_apply_slack(const struct width *W, uint64_t expires,
				       int64_t slack, uint64_t now)
{
	uint64_t limit, mask, bit;

	if (slack >= 0) {
		limit = (expires + (uint64_t)slack) & W->m;
	} else {
		uint64_t delta = (expires - now) & W->m;

		if (delta < (1ULL << W->d) || delta > (W->m >> 1))
			return expires;
		limit = (expires + delta / (1ULL << W->d)) & W->m;
	}
	mask = expires ^ limit;
	if (mask == 0)
		return expires;
	bit = gen_fls(mask);
	return (limit >> bit) << bit;
}

#endif /* GEN_SLACK_H */

// SPDX-License-Identifier: GPL-2.0
/*
 * Writes tests/vectors/boundary.txt: the boundary vectors shared by the
 * user-space unit test and the KUnit suite.  Every EXPECTED value is
 * computed by the reference model (tests/reference/slack_ref.h), never by
 * the code under test; `make unit` regenerates the file and fails if the
 * committed copy differs.
 *
 * Format, one vector a line:  EXPIRES SLACK NOW EXPECTED
 * EXPIRES, NOW, EXPECTED as 0x%016lx, SLACK as signed decimal.  Lines
 * starting with '#' are comments; there are no blank lines.
 *
 * Both word sizes: built as usual it writes boundary.txt (64-bit unsigned
 * long); built with -m32 it writes boundary32.txt, the same cases for a
 * 32-bit unsigned long with the reference model's answers at that width.
 * Every width-dependent number comes from BITS, LONG_MAX or ULONG_MAX.
 */
#include <limits.h>
#include <stdio.h>
#include "slack_ref.h"

#define BITS	REF_BITS	/* the width of unsigned long: 64 or 32 */

static void vec(unsigned long expires, int slack, unsigned long now)
{
	printf("0x%016lx %d 0x%016lx 0x%016lx\n", expires, slack, now,
	       ref_apply_slack(expires, slack, now));
}

/* Fixed pattern for the bits above the one under test (no randomness). */
#define HIGH_PATTERN	((unsigned long)0xa5c3f00f5a3cc3a5ULL)

static void bits(void)
{
	int b;

	printf("# every bit 0..%d as the top differing bit: expires = 2^b - 1\n", BITS - 1);
	printf("# plus explicit slack 1 carries into bit b, result 2^b\n");
	for (b = 0; b < BITS; b++)
		vec((1UL << b) - 1, 1, 0);

	printf("# same with a pattern above bit b and slack reaching past 2^b\n");
	for (b = 0; b < BITS; b++) {
		unsigned long high = b == BITS - 1 ? 0 : HIGH_PATTERN & ~((2UL << b) - 1);
		/* low sits 2^(b/3) below 2^b, so the slack fits in an int */
		unsigned long low = (1UL << b) - (1UL << (b / 3));

		vec(high | low, (1 << (b / 3)) + 3, 0);
	}

	printf("# automatic slack, top differing bit b = 8..%d: now = expires - 256 * s\n", BITS - 1);
	for (b = 8; b < BITS; b++) {
		unsigned long expires = (1UL << b) - 1;
		unsigned long s = 1UL << (b - 8);	/* delta = 2^b <= 2^63 */

		if (s * 256 > LONG_MAX)
			s = LONG_MAX / 256;
		vec(expires, -1, expires - s * 256);
	}
}

static void wrap(void)
{
	static const int slacks[] = { 0, 1, 2, 255, 256, 65535, INT_MAX };
	unsigned int i;

	printf("# jiffies wrap-around: expires near ULONG_MAX, window crosses 0\n");
	for (i = 0; i < sizeof(slacks) / sizeof(slacks[0]); i++) {
		vec(ULONG_MAX, slacks[i], 0);
		vec(ULONG_MAX - 1, slacks[i], ULONG_MAX - 10);
		vec(ULONG_MAX - 300, slacks[i], 5);
	}
	printf("# automatic slack across the wrap: now before the wrap, limit after it\n");
	vec(ULONG_MAX - 1000, -1, ULONG_MAX - 1000 - 256 * 2000UL);
	vec(100, -1, 100 - 256 * 1000UL);	/* now wrapped behind expires */
	vec(0, -1, 0 - 256UL);
	vec(0, -1, 0 - 255UL);
}

static void negative(void)
{
	static const int slacks[] = { -1, -2, -3, -255, -256, -257, -65536,
				      INT_MIN + 1, INT_MIN };
	unsigned int i;

	printf("# every negative slack means automatic, not just -1\n");
	for (i = 0; i < sizeof(slacks) / sizeof(slacks[0]); i++) {
		vec(0x1000123, slacks[i], 0x1000123 - 100000);
		vec(0x1000123, slacks[i], 0x1000123 - 100);	/* delta < 256 */
		vec(0x1000123, slacks[i], 0x1000123 + 1);	/* expired */
	}
}

static void int_max(void)
{
	printf("# INT_MAX explicit slack\n");
	vec(0, INT_MAX, 0);
	vec(1, INT_MAX, 0);
	vec(0x7fffffffUL, INT_MAX, 0);
	vec(0x80000000UL, INT_MAX, 0);
	vec((unsigned long)0x123456789abcdefULL, INT_MAX, 0);
	vec(ULONG_MAX - INT_MAX, INT_MAX, 0);
	vec(ULONG_MAX - INT_MAX + 1, INT_MAX, 0);
	vec(LONG_MAX, INT_MAX, 0);
}

static void slack_past_delay(void)
{
	printf("# explicit slack larger than the delay (now + 10, slack 1000)\n");
	vec(1010, 1000, 1000);
	vec(0xfffff, 1 << 20, 0xffff0);
	vec(5, INT_MAX, 4);
}

static void expired(void)
{
	printf("# expired timers: automatic slack gives none (R-auto)\n");
	vec(1000, -1, 1000);				/* exactly now */
	vec(1000, -1, 1001);				/* one jiffy late */
	vec(1000, -1, 1000 + 256);
	vec(1000, -1, 1000 + (unsigned long)(1ULL << (BITS == 64 ? 32 : 20)));
	vec(0, -1, LONG_MAX);				/* far in the past */
	vec(0, -1, (unsigned long)LONG_MAX + 1);	/* delta = LONG_MIN */
	vec((unsigned long)LONG_MAX + 1, -1, ULONG_MAX);
	printf("# expired timers keep an explicit slack\n");
	vec(1000, 100, 5000);
	vec(1000, 0, 5000);
}

static void delta_edges(void)
{
	static const unsigned long deltas[] = { 0, 1, 254, 255, 256, 257, 511,
		512, 513, 1023, 1024, 65535, 65536, 65537 };
	unsigned int i;

	printf("# automatic slack at the delta edges: 255 none, 256 gives s = 1\n");
	for (i = 0; i < sizeof(deltas) / sizeof(deltas[0]); i++) {
		vec(0x10000, -1, 0x10000 - deltas[i]);
		vec(0x12345, -1, 0x12345 - deltas[i]);
	}
	printf("# delta = LONG_MAX - 1, LONG_MAX (largest automatic slack), LONG_MAX + 1 (expired)\n");
	vec(LONG_MAX, -1, 1);				/* LONG_MAX - 1 */
	vec(LONG_MAX, -1, 0);				/* LONG_MAX */
	vec(0, -1, 0 - (unsigned long)LONG_MAX);	/* LONG_MAX */
	vec(ULONG_MAX, -1, LONG_MAX);			/* LONG_MAX + 1 */
	vec((unsigned long)LONG_MAX + 1, -1, 0);	/* LONG_MAX + 1 */
	vec(0, -1, (unsigned long)LONG_MAX);		/* LONG_MAX + 2 */
	vec(ULONG_MAX, -1, 0);				/* ULONG_MAX: -1 */
}

static void hand(void)
{
	printf("# hand-derived (see tests/unit/unit.c): 8 + slack 1 is 9, not 8\n");
	vec(8, 1, 0);
	vec(8, 0, 0);
	vec(0, 0, 0);
	vec(7, 1, 0);
	vec(9, 7, 0);
	vec(100, 28, 0);
	vec(0x10000, -1, 0);
}

int main(void)
{
	printf("# Boundary vectors for apply_slack(): EXPIRES SLACK NOW EXPECTED\n");
	printf("# Generated by tests/vectors/gen-boundary.c from the reference model\n");
	printf("# (tests/reference/slack_ref.h); do not edit by hand.\n");
	printf("# unsigned long is %d bits wide here\n", BITS);
	hand();
	bits();
	wrap();
	negative();
	int_max();
	slack_past_delay();
	expired();
	delta_edges();
	return 0;
}

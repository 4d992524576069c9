// SPDX-License-Identifier: GPL-2.0
/*
 * Differential test: apply_slack() against the reference model
 * (tests/reference/slack_ref.h) and against upstream's 4.7 text
 * (upstream47.h: the restructured function must compute exactly upstream's
 * results) on every vector of three exhaustive blocks and on RANDOM
 * pseudo-random vectors (default 10^7, argv[1] overrides).  Fails on the
 * first difference, printing it.
 *
 * The random vectors are biased towards the places where bugs live: small
 * deltas and the 256 edge, the LONG_MAX edge of "expired", windows across
 * the 2^64 wrap, limits that cross a power of two, every class of slack
 * (-1, other negatives down to INT_MIN, 0, small, large, INT_MAX).  The seed
 * is fixed, so a failure reproduces.
 *
 * Requirements checked here (spec/requirements.md): R-window, R-align,
 * R-optimal and R-auto (equal results), R-safe (the UBSAN build).
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include "fls_checked.h"
#include "apply_slack.h"
#include "slack_ref.h"
#include "upstream47.h"

#define SEED	RND_SEED	/* fixed: runs are reproducible */

static unsigned long vectors, slackful;

#include "splitmix64.h"

static void one(unsigned long expires, int slack, unsigned long now)
{
	unsigned long got = apply_slack(expires, slack, now);
	unsigned long ref = ref_apply_slack(expires, slack, now);
	unsigned long up = upstream_apply_slack(expires, slack, now);

	vectors++;
	slackful += got != expires;
	if (got != ref || got != up) {
		printf("DIFFERENCE after %lu vectors: apply_slack(0x%016lx, %d, 0x%016lx)"
		       " = 0x%016lx, reference 0x%016lx, upstream 4.7 0x%016lx\n",
		       vectors, expires, slack, now, got, ref, up);
		exit(1);
	}
}

/* Exhaustive over small domains: every low-bit pattern, every carry. */
static void exhaustive(void)
{
	unsigned long e, d;
	int s;

	/* explicit slack 0..1023 at the bottom of the jiffies range */
	for (e = 0; e < 4096; e++)
		for (s = 0; s < 1024; s++)
			one(e, s, 0);
	/* explicit slack 0..1023 across the wrap of jiffies */
	for (e = ULONG_MAX - 2047; e != 0; e++)
		for (s = 0; s < 1024; s++)
			one(e, s, e - 1);
	/*
	 * automatic slack, delta -1024..3071 around 2^(W/2) (2^32 on 64-bit,
	 * 2^16 in a -m32 build), both signs
	 */
	for (e = (1UL << (REF_BITS / 2)) - 256; e < (1UL << (REF_BITS / 2)) + 256; e++)
		for (d = 0; d < 4096; d++)
			one(e, -1, e - d + 1024);
}

static unsigned long pick_expires(void)
{
	unsigned long r = rnd();

	switch (rnd() % 5) {
	case 0:  return r;
	case 1:  return ULONG_MAX - (r & 0xffff);		/* near the wrap */
	case 2:  return r & 0xffff;				/* small */
	case 3:  return (1UL << (r % REF_BITS)) + (long)(rnd() % 2048) - 1024; /* near 2^k */
	default: return (unsigned long)LONG_MAX + (long)(r % 2048) - 1024;
	}
}

static int pick_slack(void)
{
	unsigned long r = rnd();

	switch (rnd() % 7) {
	case 0:  return -1;
	case 1:  return r % 16 == 0 ? INT_MIN : (int)(r | 0x80000000UL); /* < 0 */
	case 2:  return 0;
	case 3:  return r % 1024;
	case 4:  return (int)(r & INT_MAX);
	case 5:  return INT_MAX;
	default: return (1 << (r % 31)) + (int)(rnd() % 3) - 1;	/* 2^k - 1 .. 2^k + 1 */
	}
}

/* now, chosen through delta = expires - now */
static unsigned long pick_now(unsigned long expires)
{
	unsigned long r = rnd();

	switch (rnd() % 6) {
	case 0:  return r;					/* anything */
	case 1:  return expires - ((long)(r % 5120) - 1024);	/* small, both signs */
	case 2:  return expires - (250 + r % 13);		/* 250..262 */
	case 3:  return expires - (r & ((2UL << (rnd() % REF_BITS)) - 1)); /* 2^k scales */
	case 4:  return expires - ((unsigned long)LONG_MAX + (long)(r % 64) - 32);
	default: return expires + (r >> 1);			/* expired, maybe far */
	}
}

int main(int argc, char **argv)
{
	unsigned long i, random = argc > 1 ? strtoul(argv[1], NULL, 0) : 10000000;

	exhaustive();
	printf("differential: %lu exhaustive vectors agree\n", vectors);
	for (i = 0; i < random; i++) {
		unsigned long expires = pick_expires();

		one(expires, pick_slack(), pick_now(expires));
	}
	printf("differential: %lu random vectors (seed 0x%llx) agree\n", random, SEED);
	printf("differential: %lu vectors in all, %lu of them moved by slack\n",
	       vectors, slackful);
	return 0;
}

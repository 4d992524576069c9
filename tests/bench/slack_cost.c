// SPDX-License-Identifier: GPL-2.0
/*
 * Benchmark: the verified apply_slack() against upstream's 4.7 text
 * (upstream47.h), side by side in one run, on the same inputs; and the
 * whole slack path of the 6.1 wheel patch, slack_queue_expiry() (which
 * calls apply_slack() and the wheel's calc_wheel_index() up to three
 * times), against 4.7 and against calc_wheel_index() alone, the work the
 * wheel does for every mod_timer() without slack.
 *
 *   bench                 ns per call, min over interleaved rounds
 *   bench calls N MIX [K] N calls of each (or of function K alone, 0-4
 *                         as in fns[] below, 4 the empty call) on one input
 *                         class (mixed, explicit, auto, none), for callgrind
 *
 * Built twice for tests/bench/user-space-cost: with src/fls.h's loop __fls() (the
 * one user space proves) and with -DBENCH_FLS_BSR, the kernel's x86 __fls()
 * (one bsr), which is what the kernel build would use.  Both functions
 * always get the same __fls(), so the comparison is of the rest.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef BENCH_FLS_BSR
/* arch/x86/include/asm/bitops.h; claim fls.h's guard so it stays out */
#define SLACK_FLS_H
static inline unsigned long __fls(unsigned long word)
{
	asm("bsr %1,%0" : "=r" (word) : "rm" (word));
	return word;
}
#endif

#include "apply_slack.h"
#include "slack_queue.h"
#include "wheel_fire.h"
#include "upstream47.h"

/* Out of line, so each call is a real call and objdump can count them. */
__attribute__((noinline))
unsigned long bench_verified(unsigned long e, int s, unsigned long n)
{
	return apply_slack(e, s, n);
}

__attribute__((noinline))
unsigned long bench_upstream(unsigned long e, int s, unsigned long n)
{
	return upstream_apply_slack(e, s, n);
}

__attribute__((noinline))
unsigned long bench_queue(unsigned long e, int s, unsigned long n)
{
	unsigned long bucket;
	unsigned int idx;

	return slack_queue_expiry(e, s, n, &idx, &bucket) + idx + bucket;
}

/* The wheel's own work for the request, as 6.1 does it without slack. */
__attribute__((noinline))
unsigned long bench_wheel_index(unsigned long e, int s, unsigned long n)
{
	unsigned long bucket_expiry;

	asm volatile("" : : "r" (s));
	return calc_wheel_index(e, n, &bucket_expiry) + bucket_expiry;
}

/* Call overhead alone, subtracted from nothing but shown for scale. */
__attribute__((noinline))
unsigned long bench_empty(unsigned long e, int s, unsigned long n)
{
	asm volatile("" : : "r" (s), "r" (n));
	return e;
}

#define NVEC	4096

struct vec { unsigned long e, n; int s; };
static struct vec v[NVEC];

#include "splitmix64.h"

/*
 * What mod_timer() sees: jiffies around a running clock, delays of 1 jiffy
 * to ~35 min (HZ=1000).  The mix is 3/4 automatic slack, 1/4 explicit; the
 * other classes take one path of the function each, for callgrind.
 */
enum mix { MIXED, EXPLICIT, AUTO, NONE };

static void fill(enum mix mix)
{
	unsigned long now = 0xfffb6c20UL + rnd() % (1UL << 40);
	int i;

	for (i = 0; i < NVEC; i++) {
		unsigned long delay = 1 + rnd() % (1UL << (rnd() % 22));
		int slack = rnd() % 4 ? -1 : (int)(rnd() % 1000);

		switch (mix) {
		case MIXED:
			break;
		case EXPLICIT:		/* a window to round in */
			slack = 1 + rnd() % 1000;
			break;
		case AUTO:		/* delta >= 256: automatic slack */
			slack = -1;
			delay = 256 + rnd() % (1UL << (8 + rnd() % 14));
			break;
		case NONE:		/* due within 256 jiffies, or expired */
			slack = -1;
			delay = rnd() % 2 ? rnd() % 256 : -(rnd() % 100000);
			break;
		}
		v[i].n = now + i;
		v[i].e = v[i].n + delay;
		v[i].s = slack;
	}
}

typedef unsigned long (*fn_t)(unsigned long, int, unsigned long);

static double now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static unsigned long sink;

static double run(fn_t f, int reps)
{
	double t0 = now_ns();
	unsigned long acc = 0;
	int r, i;

	for (r = 0; r < reps; r++)
		for (i = 0; i < NVEC; i++)
			acc += f(v[i].e, v[i].s, v[i].n);
	sink += acc;
	return (now_ns() - t0) / ((double)reps * NVEC);
}

int main(int argc, char **argv)
{
	static const struct { const char *name; fn_t f; } fns[] = {
		{ "apply_slack (verified)", bench_verified },
		{ "upstream 4.7 text", bench_upstream },
		{ "slack_queue_expiry", bench_queue },
		{ "calc_wheel_index", bench_wheel_index },
		{ "empty call", bench_empty },
	};
	double best[5] = { 1e9, 1e9, 1e9, 1e9, 1e9 };
	int round, k, i, diff = 0;

	if ((argc == 4 || argc == 5) && !strcmp(argv[1], "calls")) {
		static const char *const mixes[] = { "mixed", "explicit", "auto", "none" };
		long n = atol(argv[2]);
		int m;

		for (m = 0; m < 4 && strcmp(argv[3], mixes[m]); m++)
			;
		if (m == 4) {
			fprintf(stderr, "bench: mix is mixed, explicit, auto or none\n");
			return 2;
		}
		fill(m);

		for (k = 0; k < 5; k++)
			for (i = 0; i < n; i++)
				if (argc == 5 ? k == atoi(argv[4]) : k < 4)
					sink += fns[k].f(v[i % NVEC].e, v[i % NVEC].s,
							 v[i % NVEC].n);
		return sink == 42;
	}
	fill(MIXED);
	/* same answers, or the figures compare different work */
	for (i = 0; i < NVEC; i++)
		diff += bench_verified(v[i].e, v[i].s, v[i].n) !=
			bench_upstream(v[i].e, v[i].s, v[i].n);
	if (diff) {
		fprintf(stderr, "bench: %d inputs give different results\n", diff);
		return 1;
	}
	/* interleaved rounds: both see the same frequency and cache state */
	for (round = 0; round < 15; round++)
		for (k = 0; k < 5; k++) {
			double t = run(fns[k].f, 500);

			if (t < best[k])
				best[k] = t;
		}
	for (k = 0; k < 5; k++)
		printf("  %-24s %6.2f ns/call\n", fns[k].name, best[k]);
	return sink == 42;
}

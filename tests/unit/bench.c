// SPDX-License-Identifier: GPL-2.0
/*
 * Benchmark: the verified apply_slack() against upstream's 4.7 text
 * (upstream47.h), side by side in one run, on the same inputs.
 *
 *   bench [time]          ns per call, min over interleaved rounds
 *   bench calls N         N calls of each, for callgrind's instruction count
 *
 * Built twice by tests/unit/bench.sh: with src/fls.h's loop __fls() (the
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

static unsigned long rnd_state = 0x7e57c0de2010UL;

static unsigned long rnd(void)
{
	unsigned long z = (rnd_state += 0x9e3779b97f4a7c15UL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9UL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebUL;
	return z ^ (z >> 31);
}

/*
 * What mod_timer() sees: jiffies around a running clock, mostly automatic
 * slack with delays of 1 jiffy to ~1 hour (HZ=1000), some explicit slack.
 */
static void fill(void)
{
	unsigned long now = 0xfffb6c20UL + rnd() % (1UL << 40);
	int i;

	for (i = 0; i < NVEC; i++) {
		unsigned long delay = 1 + rnd() % (1UL << (rnd() % 22));

		v[i].n = now + i;
		v[i].e = v[i].n + delay;
		v[i].s = rnd() % 4 ? -1 : (int)(rnd() % 1000);
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
		{ "empty call", bench_empty },
	};
	double best[3] = { 1e9, 1e9, 1e9 };
	int round, k, i, diff = 0;

	fill();
	if (argc == 3 && !strcmp(argv[1], "calls")) {
		long n = atol(argv[2]);

		for (k = 0; k < 2; k++)
			for (i = 0; i < n; i++)
				sink += fns[k].f(v[i % NVEC].e, v[i % NVEC].s, v[i % NVEC].n);
		return sink == 42;
	}
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
		for (k = 0; k < 3; k++) {
			double t = run(fns[k].f, 500);

			if (t < best[k])
				best[k] = t;
		}
	for (k = 0; k < 3; k++)
		printf("  %-24s %6.2f ns/call\n", fns[k].name, best[k]);
	return sink == 42;
}

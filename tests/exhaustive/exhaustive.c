// SPDX-License-Identifier: GPL-2.0
/*
 * Exhaustive check of apply_slack() at 8 and 16 bits (gen_slack.h) against
 * the reference model (ref_model.h), plus the evidence that the 8/16-bit
 * restatement is the 64-bit C: at w = 64 it agrees with src/apply_slack.h.
 * Every phase prints what it covered; any failure prints the input and the
 * program exits 1.  OpenMP spreads the large phases over the cores.
 *
 * Requirements checked here (spec/requirements.md): R-window, R-align,
 * R-optimal, R-auto.
 */
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "apply_slack.h"
#include "gen_slack.h"
#include "ref_model.h"

static unsigned long failures;

static void fail(const char *req, const struct width *W, uint64_t e,
		 int64_t slack, uint64_t now, uint64_t got, uint64_t want)
{
	#pragma omp critical
	{
		if (failures++ < 10)
			printf("FAIL %s w=%u d=%u expires=%#" PRIx64 " slack=%" PRId64
			       " now=%#" PRIx64 ": got %#" PRIx64 " want %#" PRIx64 "\n",
			       req, W->w, W->d, e, slack, now, got, want);
	}
}

/* Highest set bit of a nonzero x: the spec's b, by the compiler's clz,
 * not by the code's fls loop. */
static unsigned top_bit(uint64_t x)
{
	return 63 - (unsigned)__builtin_clzll(x);
}

/* One input against every requirement.  brute selects the O(s) reference,
 * otherwise the O(w) one (checked equal to it in phase "levels").  Returns
 * whether the result is the optimum; a miss is a failure only if opt is set
 * (see wide_slack() for where it is not). */
static int check(const struct width *W, uint64_t e, int64_t slack,
		 uint64_t now, int brute, int opt)
{
	uint64_t s = ref_slack(W->w, W->d, e, slack, now);
	uint64_t r = gen_apply_slack(W, e, slack, now);
	uint64_t want;
	int unique = 1;

	want = brute ? ref_brute(W->w, e, s, &unique) : ref_levels(W->w, e, s);
	if (!unique)
		fail("R-optimal(unique)", W, e, slack, now, r, want);
	if (((r - e) & W->m) > s)
		fail("R-window", W, e, slack, now, r, want);
	if (s > 0) {
		unsigned b = top_bit(e ^ ((e + s) & W->m));

		if (r & ((1ULL << b) - 1))
			fail("R-align", W, e, slack, now, r, want);
	}
	if (r != want && opt)
		fail(slack < 0 ? "R-auto/R-optimal" : "R-optimal",
		     W, e, slack, now, r, want);
	return r == want;
}

static double t0;

static double seconds(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void report(const char *phase, uint64_t cases, const char *what)
{
	printf("%-14s %11" PRIu64 " cases %6.2fs  %s\n", phase, cases,
	       seconds() - t0, what);
	fflush(stdout);
	t0 = seconds();
}

/* w-bit explicit slack: every expires x every slack in [0, smax]. */
static uint64_t explicit_all(unsigned w, uint64_t smax, int brute)
{
	struct width W = width_of(w, 8);

	#pragma omp parallel for schedule(dynamic, 64)
	for (int64_t e = 0; e <= (int64_t)W.m; e++)
		for (uint64_t s = 0; s <= smax; s++)
			check(&W, (uint64_t)e, (int64_t)s, 0, brute, 1);
	return (W.m + 1) * (smax + 1);
}

/*
 * Slack of 2^(w-1) or more, which the C cannot have (int slack <= 2^31 - 1,
 * automatic slack <= LONG_MAX / 256, both below 2^63).  There the window
 * passes 0 and comes back close below expires, the highest differing bit is
 * low, and the optimum (often 0 itself) is missed: e.g. w = 8, expires = 3,
 * slack = 255 gives 2, not 0.  R-window and R-align still hold and are
 * checked; R-optimal misses are counted and must be non-zero, so this phase
 * shows that the bound s < 2^(w-1) used everywhere else is needed and tight.
 */
static uint64_t wide_slack(unsigned w, uint64_t less, int brute,
			   uint64_t *misses)
{
	struct width W = width_of(w, 8);
	uint64_t miss = 0, smax = W.m - less;	/* less: trim the top off */

	#pragma omp parallel for schedule(dynamic, 64) reduction(+:miss)
	for (int64_t e = 0; e <= (int64_t)W.m; e++)
		for (uint64_t s = (W.m >> 1) + 1; s <= smax; s++)
			miss += !check(&W, (uint64_t)e, (int64_t)s, 0, brute, 0);
	*misses = miss;
	return (W.m + 1) * (smax - (W.m >> 1));
}

/* w-bit automatic slack with divisor 2^d: every expires x every now. */
static uint64_t automatic_all(unsigned w, unsigned d, int64_t slack, int brute)
{
	struct width W = width_of(w, d);

	#pragma omp parallel for schedule(dynamic, 64)
	for (int64_t e = 0; e <= (int64_t)W.m; e++)
		for (uint64_t now = 0; now <= W.m; now++)
			check(&W, (uint64_t)e, slack, now, brute, 1);
	return (W.m + 1) * (W.m + 1);
}

/*
 * w-bit automatic slack around its two boundaries: every expires x every
 * now = expires - delta for delta within span of 0 (due, expired, near) and
 * of 2^(w-1) (the LONG_MAX guard).
 */
static uint64_t automatic_near(unsigned w, unsigned d, int64_t slack,
			       uint64_t span)
{
	struct width W = width_of(w, d);
	uint64_t half = 1ULL << (w - 1);

	#pragma omp parallel for schedule(dynamic, 64)
	for (int64_t e = 0; e <= (int64_t)W.m; e++)
		for (uint64_t k = 0; k < 2 * span; k++) {
			uint64_t delta = k - span;	/* -span .. span - 1 */

			check(&W, (uint64_t)e, slack, (uint64_t)e - delta, 0, 1);
			check(&W, (uint64_t)e, slack, (uint64_t)e - delta - half, 0, 1);
		}
	return (W.m + 1) * 4 * span;
}

/* The O(w) reference equals brute force for every expires and every
 * slack in [0, smax] at w bits. */
static uint64_t levels_vs_brute(unsigned w, uint64_t smax)
{
	struct width W = width_of(w, 8);

	#pragma omp parallel for schedule(dynamic, 16)
	for (int64_t e = 0; e <= (int64_t)W.m; e++)
		for (uint64_t s = 0; s <= smax; s++) {
			int unique;
			uint64_t a = ref_brute(w, (uint64_t)e, s, &unique);
			uint64_t b = ref_levels(w, (uint64_t)e, s);

			if (a != b || !unique)
				fail("levels=brute", &W, (uint64_t)e,
				     (int64_t)s, 0, b, a);
		}
	return (W.m + 1) * (smax + 1);
}

/* splitmix64: a fixed, seedable stream for the 64-bit correspondence. */
static uint64_t rnd(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/*
 * gen_apply_slack at w = C_BITS, d = 8 is src/apply_slack.h: w = 64 as
 * usual, w = 32 in a -m32 build (make test-32), where unsigned long is 32
 * bits; the inputs are masked to the C's width (no-ops at 64).
 */
#define C_BITS	((unsigned)(8 * sizeof(unsigned long)))

/* One input: the C equals the restatement, and the restatement meets
 * every requirement (O(w) reference). */
static void c_one(const struct width *W, uint64_t e, int slack, uint64_t now)
{
	uint64_t a = apply_slack(e, slack, now);
	uint64_t b = gen_apply_slack(W, e, slack, now);

	if (a != b)
		fail(C_BITS == 64 ? "w64=C" : "w32=C", W, e, slack, now, b, a);
	check(W, e, slack, now, 0, 1);
}

static uint64_t same_as_c(uint64_t n)
{
	struct width W = width_of(C_BITS, 8);
	static const int slacks[] = { 0, 1, 2, 255, 256, INT_MAX, -1, -2, INT_MIN };
	uint64_t seed = 2026, cases = 0;

	for (uint64_t i = 0; i < n; i++, cases++) {
		uint64_t e = rnd(&seed), now = rnd(&seed), r = rnd(&seed);
		int slack = (int)(uint32_t)rnd(&seed);

		/* Bias half the draws to the interesting corners. */
		if (r & 1)
			slack = slacks[(r >> 1) % 9];
		if (r & 16)
			now = e - ((r >> 8) & 0x3ff);	/* near: delta < 1024 */
		if (r & 32)
			now = e + ((r >> 8) & 0x3ff);	/* expired */
		if (r & 64)
			e = ~0ULL - ((r >> 20) & 0xff);	/* wrap of limit */
		e &= W.m;
		now &= W.m;
		c_one(&W, e, slack, now);
	}
	return cases;
}

/*
 * The C at its own width W where the width shows (make test-32, W = 32):
 * every expires in the 2048 below the wrap 2^W and within 1024 of
 * 2^(W-1) = LONG_MAX + 1, each with every explicit slack 0..1023 (windows
 * that cross 2^W and 2^(W-1)) and every automatic delta within 1024 of 0
 * and of 2^(W-1): delta LONG_MAX gives the largest automatic slack,
 * 2^(W-9) - 1, and LONG_MAX + 1 none (expired).  Not exhaustive in W bits,
 * but every input of those bands.
 */
static uint64_t c_near_edges(void)
{
	struct width W = width_of(C_BITS, 8);
	uint64_t half = (W.m >> 1) + 1;

	#pragma omp parallel for schedule(dynamic, 16)
	for (int64_t i = 0; i < 4096; i++) {
		uint64_t e = i < 2048 ? W.m - 2047 + (uint64_t)i : half - 1024 + (uint64_t)(i - 2048);

		for (int s = 0; s < 1024; s++)
			c_one(&W, e, s, 0);
		for (uint64_t k = 0; k < 2048; k++) {
			uint64_t delta = k - 1024;	/* -1024 .. 1023 */

			c_one(&W, e, -1, (e - delta) & W.m);
			c_one(&W, e, INT_MIN, (e - delta - half) & W.m);
		}
	}
	return 4096 * (1024 + 2 * 2048);
}

int main(int argc, char **argv)
{
	/* `full` runs the three 2^31..2^32 phases at 16 bits (about 1-2 min on
	 * two idle cores); without it they are bounded, as make test runs. */
	int full = argc > 1 && !strcmp(argv[1], "full");
	double start = seconds();
	uint64_t n, miss8, miss16;
	char what[96];

	t0 = start;
	/*
	 * `c-only` (make test-32): only the phases that depend on the C's word
	 * size; the 8- and 16-bit phases are the same in every build.
	 */
	if (argc > 1 && !strcmp(argv[1], "c-only")) {
		n = same_as_c(10000000);
		report(C_BITS == 64 ? "w64 = C" : "w32 = C", n,
		       "random + corner inputs: gen_apply_slack == src/apply_slack.h");
		n = c_near_edges();
		report(C_BITS == 64 ? "w64 edges" : "w32 edges", n,
		       "expires near 2^W, 2^(W-1) x slack 0..1023, delta near 0, 2^(W-1)");
		printf("exhaustive: %s, %lu failure(s), %.1fs\n",
		       failures ? "FAILED" : "passed", failures, seconds() - start);
		return failures ? 1 : 0;
	}
	n = explicit_all(8, 127, 1);
	report("w8 explicit", n, "all expires x all slack 0..127, brute force");
	n = wide_slack(8, 0, 1, &miss8);
	snprintf(what, sizeof(what), "all expires x slack 128..255: window, align; "
		 "%" PRIu64 " not optimal", miss8);
	report("w8 wide", n, what);
	n = 0;
	for (unsigned d = 0; d <= 8; d++) {
		n += automatic_all(8, d, -1, 1);
		n += automatic_all(8, d, INT_MIN, 1);
	}
	report("w8 automatic", n,
	       "all expires x all now x d 0..8 x slack {-1, INT_MIN}, brute force");
	n = levels_vs_brute(8, 255);
	report("w8 levels", n, "O(w) reference = brute force, all expires x all slack");
	n = levels_vs_brute(16, 127);
	report("w16 levels", n, "O(w) reference = brute force, all expires x slack 0..127");
	if (full) {
		n = explicit_all(16, 0x7fff, 0);
		report("w16 explicit", n, "all expires x all slack 0..32767, O(w) reference");
		n = wide_slack(16, 0, 0, &miss16);
		snprintf(what, sizeof(what), "all expires x slack 32768..65535: window, "
			 "align; %" PRIu64 " not optimal", miss16);
		report("w16 wide", n, what);
		n = automatic_all(16, 8, -1, 0);
		report("w16 automatic", n, "all expires x all now, d = 8 (the C's 256), O(w) reference");
	} else {
		n = explicit_all(16, 4095, 0);
		report("w16 explicit", n, "all expires x slack 0..4095, O(w) reference");
		n = wide_slack(16, 0x7fff - 255, 0, &miss16);
		snprintf(what, sizeof(what), "all expires x slack 32768..33023: window, "
			 "align; %" PRIu64 " not optimal", miss16);
		report("w16 wide", n, what);
		n = automatic_near(16, 8, -1, 1024);
		report("w16 automatic", n, "all expires x delta in [-1024, 1024) "
		       "and 2^15 + [-1024, 1024), d = 8");
	}
	n = same_as_c(10000000);
	report(C_BITS == 64 ? "w64 = C" : "w32 = C", n,
	       "random + corner inputs: gen_apply_slack == src/apply_slack.h");
	if (!miss8 || !miss16) {
		printf("FAIL wide slack: expected some non-optimal results\n");
		failures++;
	}
	printf("exhaustive: %s, %lu failure(s), %.1fs\n", failures ? "FAILED" : "passed",
	       failures, seconds() - start);
	return failures != 0;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * wheel-check: src/wheel_fire.h and src/slack_queue.h against the
 * reference wheel (tests/reference/wheel_ref.h: the kernel's own
 * calc_wheel_index() and a jiffy-by-jiffy run of collect_expired_timers()).
 *
 * Requirements checked here (spec/requirements.md): W-model and W-index
 * (part 1, against the kernel's text), E-window, E-never-earlier,
 * E-bounded, E-aligned, E-fallback, E-queued, E-index, E-auto-exact.
 *
 *   wheel-check [FIRE_RANDOM [QUEUE_RANDOM]]
 *   wheel-check judge < lines "EXPIRES SLACK NOW QUEUED FIRES"
 *
 * Part 1, wheel_fire(expires, clk):
 *   - every delta -4096 .. 2^16 for 24 wheel clocks (0, 1, near 2^32,
 *     2^63 and ULONG_MAX, aligned and misaligned to every granularity),
 *     all queued on one simulated wheel that is then run jiffy by jiffy;
 *   - every level boundary LVL_START(n) +-2 (n = 1..9, 9 is the cut-off),
 *     WHEEL_TIMEOUT_MAX +-2, the multiples of every granularity +-2 around
 *     them, deltas around 2^63, 2^64 and every 2^k, for 64 wheel clocks:
 *     all by ref_sim_fire(), those up to level 6 (7 at 4 of the clocks)
 *     on the jiffy-by-jiffy wheel as well;
 *   - FIRE_RANDOM random pairs (default 2 * 10^7), biased to the places
 *     above, against calc_wheel_index()'s bucket expiry; one in 8 also
 *     against ref_sim_fire().
 *
 * Part 2, slack_queue_expiry(expires, slack, clk), by brute force: for each
 * triple whose effective slack s is at most WMAX, every q in the window
 * [expires, expires + s] is fired on the reference wheel.  Checked, as the
 * issue states them (fire_delay(e) = ref fire(e, clk) - clk, unsigned):
 *   E-window        the result lies in [expires, expires + s] (mod 2^64);
 *   E-never-earlier fire_delay(result) >= fire_delay(expires);
 *   E-bounded       fire_delay(result) <= max(fire_delay(expires),
 *                                             signed(expires - clk) + s);
 *   E-fallback      a result other than expires fires at A, no earlier
 *                   than expires does (checked on every triple);
 *   E-aligned       A = apply_slack() of the reference model: when
 *                   ref fire(A - 1) == A and A - clk >= fire_delay(expires),
 *                   the result fires at A.
 * E-aligned in full (the clause proved): when some q of the window fires at
 * A and A - clk >= fire_delay(expires), the result fires at A; a miss
 * fails.  Counted and reported: windows where A - 1 does not fire at A but
 * another q does - how many, in how many expires itself fires at A, the
 * first example of each; and windows where some q fires at A but A is earlier
 * than the no-slack instant.  Triples with s > WMAX get every check but
 * the enumeration.  The triples: explicit slack 0..70 on every delta
 * -64..4199 and automatic slack on every delta -16..69999, at 4 wheel
 * clocks; windows across each level boundary (levels 1-6), the cut-off
 * and 2^63; then QUEUE_RANDOM random triples (default 4 * 10^5, its own
 * fixed seed).  Fails on the first violation, printing it.
 *
 * Both word sizes: make test-32 builds this with -m32, where unsigned long,
 * jiffies and the wheel's pending_map words are 32 bits; there 2^63 and
 * 2^64 above read 2^31 (LONG_MAX + 1) and 2^32, and 2^32 reads 2^16.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fls_checked.h"
#include "slack_queue.h"
#include "wheel_fire.h"
#include "slack_ref.h"
#include "wheel_ref.h"

#define SEED	RND_SEED	/* tests/reference/splitmix64.h */
#define WMAX	8200		/* largest window enumerated, jiffies */
#define HALFW	(1UL << (REF_BITS / 2))	/* 2^32, or 2^16 in a -m32 build */

/* signed and twice as wide as unsigned long: i386 has no __int128 */
#if ULONG_MAX == 0xffffffffUL
typedef long long s_wide;
#else
typedef __int128 s_wide;
#endif

#include "splitmix64.h"

/* ---- part 1: wheel_fire() ---------------------------------------------------- */

static unsigned long fire_checked, fire_simulated;

static void fire_fail(const char *how, unsigned long e, unsigned long clk,
		      unsigned long got, unsigned long want)
{
	printf("wheel-check: FAIL wheel_fire(0x%016lx, 0x%016lx) = 0x%016lx, %s 0x%016lx"
	       " (delta 0x%016lx)\n", e, clk, got, how, want, e - clk);
	exit(1);
}

/* against the bucket expiry; with sim, against ref_sim_fire() too */
static void fire_one(unsigned long e, unsigned long clk, int sim)
{
	unsigned long got = wheel_fire(e, clk), ref = ref_bucket_expiry(e, clk), s;

	fire_checked++;
	if (got != ref)
		fire_fail("calc_wheel_index() says", e, clk, got, ref);
	if (sim) {
		fire_simulated++;
		if (ref_sim_fire(e, clk, &s))
			fire_fail("the simulated wheel never fires it; bucket expiry", e, clk, got, ref);
		if (got != s)
			fire_fail("the simulated wheel fires it at", e, clk, got, s);
	}
}

/*
 * A batch of timers on one jiffy-by-jiffy wheel, all queued at clk; each
 * also checked against the bucket expiry.
 */
#define BATCH_MAX	(70000 + 4096)

static int batch_next[BATCH_MAX];
static unsigned long batch_fired[BATCH_MAX], batch_e[BATCH_MAX];
static struct ref_wheel wheel;
static long batch_n;

static void batch_start(unsigned long clk)
{
	ref_wheel_init(&wheel, clk, batch_next, batch_fired);
	batch_n = 0;
}

static void batch_add(unsigned long e)
{
	if (batch_n == BATCH_MAX) {
		printf("wheel-check: batch overflow\n");
		exit(1);
	}
	batch_e[ref_wheel_add(&wheel, e)] = e;
	batch_n++;
}

static unsigned long batch_run(void)
{
	unsigned long clk = wheel.clk, t0 = wheel.clk;
	long i;

	/* the farthest timer in a batch fires before level 7 ends */
	if (ref_wheel_run(&wheel, 1UL << 28)) {
		printf("wheel-check: FAIL the simulated wheel kept timers past 2^28 jiffies\n");
		exit(1);
	}
	for (i = 0; i < batch_n; i++) {
		fire_one(batch_e[i], clk, 0);
		fire_simulated++;
		if (wheel_fire(batch_e[i], clk) != batch_fired[i])
			fire_fail("the jiffy-by-jiffy wheel fires it at", batch_e[i], clk,
				  wheel_fire(batch_e[i], clk), batch_fired[i]);
	}
	return wheel.clk - t0;
}

/* wheel clocks: the wrap, 2^32 (INITIAL_JIFFIES at HZ=250), 2^63, alignments */
static unsigned long pick_clk(void)
{
	unsigned long r = rnd();

	switch (rnd() % 6) {
	case 0:  return r;
	case 1:  return r & 0xffff;
	case 2:  return ULONG_MAX - (r & 0xffff);
	case 3:  return (unsigned long)LONG_MAX + 1 + (long)(r % 8192) - 4096;
	case 4:  /* a multiple of 8^k, or just before or after one */
		return (r << (3 * (rnd() % 10))) + (long)(rnd() % 5) - 2;
	default: return 4294892296UL + (r & 0xfffff);	/* INITIAL_JIFFIES */
	}
}

/* distances: level boundaries, granule edges, the cut-off, 2^63 */
static unsigned long pick_delta(void)
{
	unsigned long r = rnd();
	int n = 1 + rnd() % 9;

	switch (rnd() % 8) {
	case 0:  return r;
	case 1:  return r & 0xffff;
	case 2:  return LVL_START(n) + (long)(r % 7) - 3;
	case 3:  return LVL_START(n) + (long)(r % (4 * LVL_GRAN(n))) - 2 * LVL_GRAN(n);
	case 4:  return r >> (r % REF_BITS);		/* log-uniform */
	case 5:  return (unsigned long)LONG_MAX + (long)(r % 9) - 4;
	case 6:  return WHEEL_TIMEOUT_MAX + (long)(r % 4096) - 2048;
	default: return -(r >> (r % REF_BITS));		/* expired */
	}
}

/* expires on a granule edge of level n, +-2 */
static unsigned long pick_expires(unsigned long clk, unsigned long delta)
{
	unsigned long e = clk + delta;
	int n = rnd() % 9;

	if (rnd() % 3 == 0)
		e = (e & ~(LVL_GRAN(n) - 1)) + (long)(rnd() % 5) - 2;
	return e;
}

static void part1(unsigned long random)
{
	/*
	 * Width-generic (make test-32 runs this with a 32-bit unsigned long):
	 * HALFW is 2^32 on 64-bit, 2^16 on 32-bit; LONG_MAX + 1 is 2^63 or
	 * 2^31; the two patterns keep their low bits on 32-bit.
	 */
	static const unsigned long clks[] = {
		0, 1, 7, 8, 63, 64, 511, 4095, 4096, 32767, 262143, 16777216,
		4294892296UL, HALFW, HALFW - 1, LONG_MAX,
		LONG_MAX + 1UL, LONG_MAX + 2UL, ULONG_MAX - 65536, ULONG_MAX - 4096,
		ULONG_MAX - 1, ULONG_MAX, (unsigned long)0x123456789abcdefULL,
		(unsigned long)0xfedcba9876543210ULL,
	};
	unsigned long i, ticks = 0, n0;
	long d;
	int c, n, k;

	/* every delta -4096 .. 2^16 on the jiffy-by-jiffy wheel */
	for (c = 0; c < (int)(sizeof(clks) / sizeof(clks[0])); c++) {
		batch_start(clks[c]);
		for (d = -4096; d <= 65536; d++)
			batch_add(clks[c] + d);
		ticks += batch_run();
	}
	printf("wheel-check: every delta -4096..65536 at %d wheel clocks: %lu timers agree"
	       " (%lu jiffies run)\n", c, fire_checked, ticks);

	/* level boundaries, granule edges, cut-off, 2^63 */
	n0 = fire_checked;
	for (c = 0; c < 64; c++) {
		unsigned long clk = c < 24 ? clks[c] : pick_clk();

		batch_start(clk);
		for (n = 1; n <= LVL_DEPTH; n++)
			for (d = -2; d <= 2; d++) {
				unsigned long delta = LVL_START(n) + d;
				/* granule edges of levels n - 1 and n around the boundary */
				unsigned long e1 = ((clk + delta) & ~(LVL_GRAN(n - 1) - 1)) + d;
				unsigned long e2 = ((clk + delta) & ~(LVL_GRAN(n) - 1)) + d;

				fire_one(clk + delta, clk, 1);
				fire_one(e1, clk, 1);
				fire_one(e2, clk, 1);
				/* jiffy by jiffy: levels up to 6, and 7 at 4 clocks */
				if (n <= 6 || (n == 7 && c < 4)) {
					batch_add(clk + delta);
					batch_add(e1);
					batch_add(e2);
				}
			}
		for (d = -2; d <= 2; d++) {
			fire_one(clk + WHEEL_TIMEOUT_MAX + d, clk, 1);
			fire_one(clk + LONG_MAX + d, clk, 1);
			fire_one(clk + d, clk, 1);	/* 2^64 - 2 .. 2 */
			for (k = 0; k < REF_BITS; k++)
				fire_one(clk + (1UL << k) + d, clk, 1);
		}
		ticks += batch_run();
	}
	printf("wheel-check: level boundaries, granule edges, cut-off, 2^%d at 64 wheel clocks:"
	       " %lu timers agree\n", REF_BITS - 1, fire_checked - n0);

	n0 = fire_checked;
	for (i = 0; i < random; i++) {
		unsigned long clk = pick_clk();

		fire_one(pick_expires(clk, pick_delta()), clk, i % 8 == 0);
	}
	printf("wheel-check: %lu random pairs (seed 0x%llx) agree, 1 in 8 also simulated\n",
	       fire_checked - n0, SEED);
	printf("wheel-check: wheel_fire() agrees with calc_wheel_index() on %lu pairs,"
	       " with the simulated wheel on %lu\n", fire_checked, fire_simulated);
}

/* ---- part 2: slack_queue_expiry() -------------------------------------------- */

static unsigned long q_cases, q_enumerated, q_points, q_moved, q_queued_checked;
static unsigned long q_res_expires, q_res_a1, q_res_other;
static unsigned long q_aligned_a1, q_reach_a, q_other, q_other_hit, q_other_miss;
static unsigned long q_a1_earlier, q_reach_earlier, q_other_e, q_other_cut;
/* E-auto-exact, the theorem, by brute force over automatic windows */
static unsigned long q_auto_windows, q_auto_points, q_auto_allowed;
static char ex_hit[256], ex_miss[256], ex_cut[256];
static const char *who = "slack_queue_expiry";	/* whose answers are judged */

static unsigned long ref_fire(unsigned long e, unsigned long clk)
{
	return ref_bucket_expiry(e, clk);
}

static ref_wide fire_delay(unsigned long e, unsigned long clk)
{
	return ref_jiffies_after(ref_fire(e, clk), clk);
}

static s_wide signed_after(unsigned long x, unsigned long clk)
{
	ref_wide d = ref_jiffies_after(x, clk);

	return d <= (ref_wide)LONG_MAX ? (s_wide)d : (s_wide)d - (s_wide)REF_WRAP;
}

static void queue_fail(const char *req, unsigned long e, int slack,
		       unsigned long clk, unsigned long r)
{
	printf("wheel-check: FAIL %s: %s(0x%016lx, %d, 0x%016lx) = 0x%016lx"
	       " (delta %ld, s %lu, apply_slack 0x%016lx; fires at delay %lu, without slack %lu)\n",
	       req, who, e, slack, clk, r, (long)(e - clk),
	       (unsigned long)ref_effective_slack(e, slack, clk),
	       ref_apply_slack(e, slack, clk), (unsigned long)fire_delay(r, clk),
	       (unsigned long)fire_delay(e, clk));
	exit(1);
}

/* the requirements on r, slack_queue_expiry()'s answer (or the CLI's) */
static void queue_check(unsigned long e, int slack, unsigned long clk, unsigned long r)
{
	ref_wide s = ref_effective_slack(e, slack, clk);
	unsigned long a = ref_apply_slack(e, slack, clk);
	ref_wide fd_e = fire_delay(e, clk), fd_r = fire_delay(r, clk);
	s_wide bound = signed_after(e, clk) + (s_wide)s;
	int a_ok, a1_fires_a, r_fires_a, reach = 0;
	char *ex;
	ref_wide i;

	q_cases++;
	q_moved += r != e;
	if (ref_jiffies_after(r, e) > s)
		queue_fail("E-window", e, slack, clk, r);
	/* E-queued: no expiry of the window before r fires where r does */
	if (s <= WMAX) {
		ref_wide k, before = ref_jiffies_after(r, e);

		for (k = 0; k < before; k++)
			if (ref_fire(e + (unsigned long)k, clk) == ref_fire(r, clk))
				queue_fail("E-queued", e, slack, clk, r);
		q_queued_checked++;
	}
	if (fd_r < fd_e)
		queue_fail("E-never-earlier", e, slack, clk, r);
	if (fd_r > fd_e && (s_wide)fd_r > bound)
		queue_fail("E-bounded", e, slack, clk, r);
	/* the rule: automatic slack queues the request itself */
	if (slack < 0 && r != e)
		queue_fail("E-auto-exact (queued)", e, slack, clk, r);
	/*
	 * The theorem, independently of the step: with automatic slack every
	 * q of the window that fires no earlier than e and within E-bounded's
	 * limit fires at exactly e's jiffy.
	 */
	if (slack < 0 && s <= WMAX) {
		q_auto_windows++;
		for (i = 0; i <= s; i++) {
			unsigned long q = e + (unsigned long)i;
			ref_wide fd_q = fire_delay(q, clk);

			q_auto_points++;
			if (fd_q < fd_e || (fd_q > fd_e && (s_wide)fd_q > bound))
				continue;
			q_auto_allowed++;
			if (ref_fire(q, clk) != ref_fire(e, clk))
				queue_fail("E-auto-exact (theorem)", q, slack, clk, e);
		}
	}
	if (r == e)
		q_res_expires++;
	else if (r == a - 1)
		q_res_a1++;
	else
		q_res_other++;
	if (s == 0)
		return;

	/* s > 0: a lies in (e, e + s], so a - 1 is in the window */
	a_ok = ref_jiffies_after(a, clk) >= fd_e;
	a1_fires_a = ref_fire(a - 1, clk) == a;
	r_fires_a = ref_fire(r, clk) == a;

	/*
	 * E-fallback: a result other than e fires at A, no earlier than e
	 * does (r is in the window by E-window, so it is the witness that
	 * some expiry of the window fires at A): the step moves a request
	 * only to reach A, and otherwise queues it unchanged.
	 */
	if (r != e && (!r_fires_a || !a_ok))
		queue_fail("E-fallback", e, slack, clk, r);
	if (a1_fires_a && !a_ok)
		q_a1_earlier++;
	if (a1_fires_a && a_ok) {
		q_aligned_a1++;
		if (!r_fires_a)
			queue_fail("E-aligned", e, slack, clk, r);
	}
	if (s > WMAX)
		return;

	/* brute force: does any q of the window fire at a? */
	q_enumerated++;
	for (i = 0; i <= s; i++) {
		unsigned long q = e + (unsigned long)i;

		q_points++;
		if (ref_fire(q, clk) == a)
			reach = 1;
	}
	if (reach && !a_ok)
		q_reach_earlier++;
	if (!reach || !a_ok)
		return;
	q_reach_a++;
	if (a1_fires_a)
		return;
	/* some other q fires at a, a - 1 does not */
	q_other++;
	if (ref_fire(e, clk) == a) {	/* without slack it fires at a anyway */
		q_other_e++;
		return;
	}
	ex = r_fires_a ? ex_hit : ex_miss;
	if (r_fires_a && r - clk == WHEEL_TIMEOUT_CUTOFF - 1) {
		q_other_cut++;		/* the last expiry the wheel holds */
		ex = ex_cut;
	}

	if (r_fires_a)
		q_other_hit++;
	else
		q_other_miss++;
	/* E-aligned as proved: some expiry of the window fires at A */
	if (!r_fires_a)
		queue_fail("E-aligned (an expiry of the window fires at A)", e, slack, clk, r);
	if (!ex[0]) {
		unsigned long q;

		for (q = e; ref_fire(q, clk) != a; q++)
			;
		snprintf(ex, sizeof(ex_hit),
			 "expires=%lu slack=%d clk=%lu (delta %ld, s %lu): A=%lu (A-clk %lu),"
			 " A-1 fires at +%lu, q=%lu (+%lu) fires at A; result %lu fires at +%lu",
			 e, slack, clk, (long)(e - clk), (unsigned long)s, a, a - clk,
			 ref_fire(a - 1, clk) - clk, q, q - clk, r, ref_fire(r, clk) - clk);
	}
}

static void queue_one(unsigned long e, int slack, unsigned long clk)
{
	unsigned long bucket, want_bucket;
	unsigned int idx, want_idx;
	unsigned long r = slack_queue_expiry(e, slack, clk, &idx, &bucket);

	/* E-index: the bucket the step reports is the wheel's own for r */
	want_idx = calc_wheel_index(r, clk, &want_bucket);
	if (idx != want_idx || bucket != want_bucket)
		queue_fail("E-index", e, slack, clk, r);
	queue_check(e, slack, clk, r);
}

static int pick_slack(void)
{
	unsigned long r = rnd();

	switch (rnd() % 6) {
	case 0:  return -1;
	case 1:  return (int)(r | 0x80000000UL);		/* other negatives */
	case 2:  return r % 65;
	case 3:  return r % (WMAX + 1);
	case 4:  return (1 << (r % 14)) + (int)(rnd() % 3) - 1;
	default: return (int)(r & INT_MAX) >> (r % 31);
	}
}

static void part2(unsigned long random)
{
	static const unsigned long clks[] = { 0, 3, 4294892296UL, ULONG_MAX - 100 };
	unsigned long i, n0, cut_bucket;
	unsigned int cut_idx;
	long d;
	int c, n, s;

	rnd_state = SEED;	/* the same triples whatever FIRE_RANDOM is */
	/*
	 * The last expiry the wheel holds as the second candidate: a window
	 * too wide to enumerate, worked out by hand.  expires 1056964603 is
	 * 1040187388 jiffies after clk 16777215 (level 8); A = 2^30, A - 1 is
	 * 1056964608 after clk, beyond the capacity, and fires at the cut
	 * instant 1056964608 != A; clk + 1056964607 = 2^30 - 2 is on level 8
	 * and fires at the next multiple of 2^24, 2^30, and so does its bucket
	 * from 2^30 - 2^24 on, after expires (which fires at 2^30 - 2^24).
	 */
	if (slack_queue_expiry(1056964603UL, 16777221, 16777215UL, &cut_idx, &cut_bucket) !=
	    (1UL << 30) - (1UL << 24) ||
	    ref_fire((1UL << 30) - 2, 16777215UL) != 1UL << 30 ||
	    ref_apply_slack(1056964603UL, 16777221, 16777215UL) != 1UL << 30)
		queue_fail("E-aligned (the cut-off candidate)", 1056964603UL, 16777221,
			   16777215UL, slack_queue_expiry(1056964603UL, 16777221, 16777215UL,
							 &cut_idx, &cut_bucket));
	queue_one(1056964603UL, 16777221, 16777215UL);
	/* explicit slack 0..70, delta -64..4199 (levels 0-3), four clocks */
	for (c = 0; c < 4; c++)
		for (d = -64; d < 4200; d++)
			for (s = 0; s <= 70; s++)
				queue_one(clks[c] + d, s, clks[c]);
	/* automatic slack, every delta up to 70000 (s <= 273, levels 0-4) */
	for (c = 0; c < 4; c++)
		for (d = -16; d < 70000; d++)
			queue_one(clks[c] + d, -1, clks[c]);
	printf("wheel-check: slack_queue_expiry() exhaustive blocks: %lu triples\n", q_cases);

	/* windows across each level boundary, explicit and automatic slack */
	n0 = q_cases;
	for (c = 0; c < 4; c++)
		for (n = 1; n <= 6; n++) {
			unsigned long lo = LVL_START(n) - (n <= 3 ? 600 : 8200);
			unsigned long hi = LVL_START(n) + LVL_GRAN(n) + 64;
			unsigned long step = n <= 3 ? 1 : n == 4 ? 7 : 61;
			unsigned long delta;

			for (delta = lo; delta < hi; delta += step) {
				static const int sl[] = { 1, 2, 7, 8, 9, 63, 64, 65, 100, 511,
							  512, 513, 1000, 4095, 4096, 4097, -1 };
				int j;

				if (n > 3 && delta % 5 && delta > LVL_START(n) + 8200)
					continue;	/* thin out the far side */
				for (j = 0; j < (int)(sizeof(sl) / sizeof(sl[0])); j++)
					queue_one(clks[c] + delta, sl[j], clks[c]);
			}
		}
	/* small windows below and across the cut-off and 2^63, eight clocks */
	for (c = 0; c < 8; c++) {
		static const int sl[] = { 1, 8, 63, 64, 512, 4095, 4096, 8191 };
		unsigned long clk = c < 4 ? clks[c] : (rnd() << (c * 3)) + c - 6;
		unsigned long edge[2] = { WHEEL_TIMEOUT_CUTOFF, LONG_MAX + 1UL };
		int j, k;

		for (k = 0; k < 2; k++)
			for (d = -8300; d < 100; d++)
				for (j = 0; j < (int)(sizeof(sl) / sizeof(sl[0])); j++)
					if (d + sl[j] >= -1)
						queue_one(clk + edge[k] + d, sl[j], clk);
	}
	printf("wheel-check: level-boundary, cut-off and 2^%d blocks: %lu triples\n",
	       REF_BITS - 1, q_cases - n0);

	n0 = q_cases;
	for (i = 0; i < random; i++) {
		unsigned long clk = pick_clk(), e;
		int slack = pick_slack();

		switch (rnd() % 4) {
		case 0:		/* automatic slack with an enumerable window */
			e = clk + (rnd() % (256UL * WMAX));
			break;
		case 1:		/* a window across a level boundary */
			n = 1 + rnd() % 8;
			e = clk + LVL_START(n) - rnd() % (slack >= 0 ? (unsigned long)slack + 2 :
							    LVL_START(n) / 256 + 2);
			break;
		case 2:		/* a window holding a multiple of a large power of two */
			e = (clk + rnd() % (256UL * WMAX)) & ~((1UL << (rnd() % 24)) - 1);
			e -= rnd() % (slack > 0 ? (unsigned long)slack : 8);
			break;
		default:
			e = clk + pick_delta();
			break;
		}
		queue_one(e, slack, clk);
	}
	printf("wheel-check: %lu random triples (seed 0x%llx)\n", q_cases - n0, SEED);

	printf("wheel-check: slack_queue_expiry() meets E-window, E-never-earlier, E-bounded,"
	       " E-aligned, E-fallback on %lu triples (%lu moved, each to fire at A)\n",
	       q_cases, q_moved);
	printf("wheel-check:   result: expires %lu, A-1 %lu, another instant %lu\n",
	       q_res_expires, q_res_a1, q_res_other);
	printf("wheel-check:   E-queued: on %lu triples every expiry of the window before the"
	       " result fires elsewhere; E-index: the step's bucket is calc_wheel_index()'s"
	       " on all %lu\n", q_queued_checked, q_cases);
	printf("wheel-check:   E-auto-exact: %lu automatic windows enumerated (%lu instants,"
	       " %lu allowed by E-never-earlier and E-bounded), each fires with expires\n",
	       q_auto_windows, q_auto_points, q_auto_allowed);
	if (q_auto_allowed == 0) {
		printf("wheel-check: FAIL: no automatic window was enumerated\n");
		exit(1);
	}
	printf("wheel-check:   E-aligned applied (A-1 fires at A, not earlier than without"
	       " slack): %lu; A-1 fires at A but earlier than without slack: %lu\n",
	       q_aligned_a1, q_a1_earlier);
	printf("wheel-check:   brute force: %lu windows enumerated (%lu instants);"
	       " some q fires at A, not earlier than without slack: %lu\n",
	       q_enumerated, q_points, q_reach_a);
	printf("wheel-check:   some q fires at A, but earlier than without slack: %lu\n",
	       q_reach_earlier);
	printf("wheel-check:   some q fires at A, A-1 does not: %lu; expires itself fires at A"
	       " in %lu of them; of the other %lu, the result fires at A in %lu, misses A in %lu\n",
	       q_other, q_other_e, q_other - q_other_e, q_other_hit, q_other_miss);
	printf("wheel-check:   (of the hits, %lu queue the last expiry before the cut-off,"
	       " the others the last of a level)\n", q_other_cut);
	if (ex_hit[0])
		printf("wheel-check:   example, hit: %s\n", ex_hit);
	if (ex_cut[0])
		printf("wheel-check:   example, hit at the cut-off: %s\n", ex_cut);
	if (ex_miss[0])
		printf("wheel-check:   example, MISS: %s\n", ex_miss);
}

/*
 * wheel-check judge: lines "EXPIRES SLACK NOW QUEUED FIRES" (what
 * `apply-slack --wheel` prints after its input line), each checked: QUEUED
 * against E-window .. E-aligned, FIRES against both reference wheels.
 */
static int judge(void)
{
	char line[512], *p, *end;
	unsigned long v[5], e, clk, r, f, sim, n = 0;
	long slack = 0;
	int k;

	who = "QUEUED of";
	while (fgets(line, sizeof(line), stdin)) {
		n++;
		for (k = 0, p = line; k < 5; k++, p = end) {
			errno = 0;
			if (k == 1)
				slack = strtol(p, &end, 0);
			else
				v[k] = strtoul(p, &end, 0);
			if (end == p || errno || slack < INT_MIN || slack > INT_MAX)
				break;
		}
		if (k < 5 || strspn(p, " \t\n") != strlen(p)) {
			printf("wheel-check judge: line %lu: cannot read '%s'\n", n, line);
			return 1;
		}
		e = v[0];
		clk = v[2];
		r = v[3];
		f = v[4];
		queue_check(e, (int)slack, clk, r);
		if (f != ref_fire(r, clk) || ref_sim_fire(r, clk, &sim) || f != sim) {
			printf("wheel-check judge: line %lu: FIRES %lu, the reference wheel fires"
			       " %lu at %lu\n", n, f, r, ref_fire(r, clk));
			return 1;
		}
	}
	printf("wheel-check judge: %lu lines meet E-window, E-never-earlier, E-bounded,"
	       " E-aligned; FIRES agrees with the reference wheel\n", n);
	return 0;
}

int main(int argc, char **argv)
{
	unsigned long fire_random = argc > 1 ? strtoul(argv[1], NULL, 0) : 20000000;
	unsigned long queue_random = argc > 2 ? strtoul(argv[2], NULL, 0) : 400000;

	if (argc == 2 && !strcmp(argv[1], "judge"))
		return judge();

	part1(fire_random);
	part2(queue_random);
	printf("wheel-check: all checks passed\n");
	return 0;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * completeness: does each proved contract determine its function's result?
 * A second method beside WP (issue 33, item 3).  For every input below,
 * every candidate result is judged by every pinned clause of the
 * function's contract, evaluated from the logic definitions
 * (tests/completeness/logic.h); the check fails unless exactly one
 * candidate meets them all and it is what the code returns.
 *
 * Candidates: a clause that pins a value by equality (a bucket expiry) or
 * confines it to the window [expires, expires + s] rules out every value
 * outside; those values are sampled, not enumerated: the window and 16
 * jiffies on each side of it, every index 0..575 and 4 beyond, the bucket
 * expiry the clause names and 2 jiffies on each side, true and false.
 *
 *   apply_slack()          R-window, R-optimal, R-align, R-auto
 *   slack_queue_expiry()   E-window .. E-index (the result, *idx and
 *                          *bucket_expiry together)
 *   slack_bucket_start()   its E-queued and E-index clauses
 *   calc_index()           W-index (bucket, slot, names)
 *   calc_wheel_index()     W-index
 *   timer_in_bucket()      W-requeue: in_bucket (an equivalence)
 *   the race fix's condition (keep_in_bucket()): W-requeue: never_early is
 *                          an implication; the checker counts the inputs
 *                          where "do not keep" meets it too (the liveness
 *                          clause is issue 34's), and fails if the code's
 *                          result does not.
 *
 * Inputs: every level's boundaries, the cut-off, expired timers, the wrap
 * of jiffies, explicit and automatic slack (windows of at most WMAX
 * jiffies, enumerated).  Both word sizes: build/m32/completeness is the
 * same source with -m32.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "slack_queue.h"
#include "logic.h"

#define WMAX	2048	/* largest window enumerated */
#define SIDE	16	/* candidates beyond each end of the window */

/* ---- the race fix's text (proofs/out/race-fix/, as proofs/wp/wp_requeue.c
 * models its context) ---- */
struct timer_list {
	unsigned long expires;
	unsigned int idx;
};

static inline unsigned int timer_get_idx(struct timer_list *timer)
{
	return timer->idx;
}

#define time_after(a, b)	((long)((b) - (a)) < 0)
#define time_before(a, b)	time_after(b, a)
#include "timer_in_bucket.c"

static int keep_in_bucket(struct timer_list *timer, unsigned long expires,
			  unsigned long clk)
{
	unsigned long bucket_expiry;
	unsigned int idx;

	idx = calc_wheel_index(expires, clk, &bucket_expiry);
#include "condition.c"
		return 1;
	}
	return 0;
}

/*
 * The pinned clauses evaluated below, as spec/requirements.md names them
 * ("#2": the second clause of that name in the file).  make completeness
 * compares this list with the pinned ensures clauses of these four files:
 * a clause pinned there and missing here (or the reverse) fails it.
 */
static const char *const evaluated[] = {
	"src/apply_slack.h: ensures R_window: window",
	"src/apply_slack.h: ensures R_window: explicit",
	"src/apply_slack.h: ensures R_optimal: optimal_moved",
	"src/apply_slack.h: ensures R_optimal: optimal",
	"src/apply_slack.h: ensures R_optimal: most_zeros",
	"src/apply_slack.h: ensures R_align: align",
	"src/apply_slack.h: ensures R_auto: auto",
	"src/apply_slack.h: ensures R_auto: auto_on_time",
	/* slack_bucket_start(), the first of the file */
	"src/slack_queue.h: ensures E_queued: fires",
	"src/slack_queue.h: ensures E_queued: nearer",
	"src/slack_queue.h: ensures E_queued: first",
	"src/slack_queue.h: ensures E_index: bucket",
	"src/slack_queue.h: ensures E_index: slot",
	"src/slack_queue.h: ensures E_index: level",
	"src/slack_queue.h: ensures E_index: names",
	/* slack_queue_expiry() */
	"src/slack_queue.h: ensures E_window: window",
	"src/slack_queue.h: ensures E_never_earlier: never_earlier",
	"src/slack_queue.h: ensures E_bounded: bounded",
	"src/slack_queue.h: ensures E_aligned: aligned",
	"src/slack_queue.h: ensures E_fallback: fallback",
	"src/slack_queue.h: ensures E_queued: earliest",
	"src/slack_queue.h: ensures E_auto_exact: queued",
	"src/slack_queue.h: ensures E_index: bucket #2",
	"src/slack_queue.h: ensures E_index: slot #2",
	"src/slack_queue.h: ensures E_index: level #2",
	"src/slack_queue.h: ensures E_index: names #2",
	/* calc_index(), then calc_wheel_index() */
	"src/wheel_index_contract.h: ensures W_index: bucket",
	"src/wheel_index_contract.h: ensures W_index: slot",
	"src/wheel_index_contract.h: ensures W_index: names",
	"src/wheel_index_contract.h: ensures W_index: bucket #2",
	"src/wheel_index_contract.h: ensures W_index: slot #2",
	"src/wheel_index_contract.h: ensures W_index: level",
	"src/wheel_index_contract.h: ensures W_index: names #2",
	/* timer_in_bucket(), the race fix's condition */
	"src/wheel_requeue_contract.h: ensures W_requeue: in_bucket",
	"src/wheel_requeue_contract.h: ensures W_requeue: never_early",
};

/* ---- counts ---- */
struct tally {
	const char *name;
	unsigned long inputs, candidates, open;
};

static struct tally t_slack = { .name = "apply_slack()" };
static struct tally t_step = { .name = "slack_queue_expiry()" };
static struct tally t_start = { .name = "slack_bucket_start()" };
static struct tally t_index = { .name = "calc_index()" };
static struct tally t_wheel = { .name = "calc_wheel_index()" };
static struct tally t_bucket = { .name = "timer_in_bucket()" };
static struct tally t_keep = { .name = "race fix's condition" };

static void fail(const char *fn, const char *why, unsigned long a,
		 unsigned long b, unsigned long c, unsigned long met)
{
	printf("FAIL %s(%lu, %lu, %lu): %s (%lu candidates meet every clause)\n",
	       fn, a, b, c, why, met);
	exit(1);
}

static integer at(integer e, integer k)		/* e + k, as a jiffy */
{
	integer x = e + k;

	while (x < 0)
		x += JIFFY_WRAP;
	while (x >= JIFFY_WRAP)
		x -= JIFFY_WRAP;
	return x;
}

/* the b of top_differ(b, limit, expires), or -1 when there is none */
static integer top_b(integer limit, integer e)
{
	for (integer b = 0; b < ULONG_BITS; b++)
		if (top_differ(b, limit, e))
			return b;
	return -1;
}

/* ---- apply_slack() ---- */
static void check_slack(unsigned long e, int slack, unsigned long now)
{
	integer s = effective_slack(e, slack, now), d = jiffies_after(e, now);
	integer b = s > 0 ? top_b(slack_limit(e, s), e) : -1;
	integer mult = 0, maxtz = -1, nmax = 0, got = apply_slack(e, slack, now);
	unsigned long met = 0;
	bool code_met = false;

	if (s > WMAX)
		return;
	for (integer k = 1; k <= s; k++) {		/* the open window */
		integer x = at(e, k), tz = trailing_zeros(x);

		mult += b >= 0 && x % p2(b) == 0;
		if (tz > maxtz)
			maxtz = tz, nmax = 0;
		nmax += tz == maxtz;
	}
	for (integer k = -SIDE; k <= s + SIDE; k++) {
		integer r = at(e, k);
		bool in_open = in_open_window(r, e, s);
		bool ok = in_window(r, e, s) &&			/* R_window: window */
			(s <= 0 || r != e) &&			/* optimal_moved */
			(s <= 0 || b < 0 || r % p2(b) == 0) &&	/* R_align */
			(s <= 0 || b < 0 ||			/* optimal */
			 mult - (in_open && r % p2(b) == 0) == 0) &&
			(s <= 0 || s == 0 ||			/* most_zeros */
			 (in_open ? trailing_zeros(r) == maxtz && nmax == 1 :
			  maxtz < trailing_zeros(r))) &&
			(slack < 0 || jiffies_after(r, e) <= slack) &&
			(!(slack < 0 && 256 <= d && d <= LMAX) ||
			 jiffies_after(r, e) <= d / 256) &&
			(!(slack < 0 && !(256 <= d && d <= LMAX)) || r == e);

		t_slack.candidates++;
		met += ok;
		code_met |= ok && r == got;
	}
	t_slack.inputs++;
	if (met != 1 || !code_met)
		fail("apply_slack", "the contract does not determine the result",
		     e, slack, now, met);
}

/*
 * E_index, the same four clauses in the step's contract and its helper's:
 * for a result that meets every other clause (it fires at fr, on level
 * lvl), every candidate *idx and *bucket_expiry.  Returns how many meet
 * them; sets *code_met when one of them is the code's (r_is_got: that
 * result is the code's).
 */
static unsigned long index_candidates(struct tally *t, integer fr,
				      integer lvl, bool r_is_got,
				      unsigned int got_idx, unsigned long got_be,
				      bool *code_met)
{
	unsigned long met = 0;

	for (integer idx = 0; idx < 580; idx++)
		for (integer be = fr - 1; be <= fr + 1; be++) {
			bool ok = be == fr && idx < 576 && idx / 64 == lvl &&	/* bucket, slot, level */
				idx % 64 == lvl_slot(be, lvl);			/* names */

			t->candidates++;
			met += ok;
			*code_met |= ok && r_is_got && idx == got_idx &&
				     be == (integer)got_be;
		}
	return met;
}

/* ---- slack_queue_expiry() ---- */
/* per window position k: where e + k fires, and the first position that
 * fires there (the distinct instants in the order first met) */
static integer fire_of[WMAX + 1], first_of[WMAX + 1];
static integer distinct[WMAX + 1], firstpos[WMAX + 1];
static integer ndistinct;

static void check_step(unsigned long e, int slack, unsigned long clk)
{
	integer s = effective_slack(e, slack, clk);
	integer b = s > 0 ? top_b(slack_limit(e, s), e) : -1;
	integer fd_e = fire_delay(e, clk), aligned_a = -1;
	unsigned long met = 0, got_be;
	unsigned int got_idx;
	integer got;
	bool code_met = false;

	if (s > WMAX)
		return;
	got = slack_queue_expiry(e, slack, clk, &got_idx, &got_be);
	ndistinct = 0;
	for (integer k = 0; k <= s; k++) {
		integer j = 0;

		fire_of[k] = wheel_fire(at(e, k), clk);
		while (j < ndistinct && distinct[j] != fire_of[k])
			j++;
		if (j == ndistinct)
			distinct[ndistinct++] = fire_of[k], firstpos[j] = k;
		first_of[k] = firstpos[j];
	}
	/* E_aligned's premise: the a (at most one) it names */
	for (integer k = 1; k <= s && b >= 0; k++) {
		integer a = at(e, k);
		bool reaches = false;

		if (a % p2(b) != 0 || jiffies_after(a, clk) < fd_e)
			continue;
		for (integer j = 0; j <= s && !reaches; j++)
			reaches = fire_of[j] == a;
		if (reaches) {
			if (aligned_a >= 0)
				fail("slack_queue_expiry", "two instants A", e, slack, clk, 0);
			aligned_a = a;
		}
	}
	for (integer k = -SIDE; k <= s + SIDE; k++) {
		integer r = at(e, k), fr = wheel_fire(r, clk), fd_r = jiffies_after(fr, clk);
		integer pos = jiffies_after(r, e), lvl = wheel_level(r, clk);
		bool earliest = true;	/* no q of the window before r fires at fr */

		if (pos <= s) {
			earliest = first_of[pos] == pos;
		} else {
			for (integer j = 0; j < ndistinct; j++)
				earliest &= distinct[j] != fr;
		}
		bool ok = in_window(r, e, s) &&				/* E_window */
			fd_r >= fd_e &&					/* E_never_earlier */
			(fd_r <= fd_e || fd_r <= signed_after(e, clk) + s) &&	/* E_bounded */
			(aligned_a < 0 || fr == aligned_a) &&		/* E_aligned */
			(r == e || (s > 0 && in_open_window(fr, e, s) &&	/* E_fallback */
				    (b < 0 || fr % p2(b) == 0) && fd_r >= fd_e)) &&
			earliest &&					/* E_queued */
			(slack >= 0 || r == e);				/* E_auto_exact */

		t_step.candidates++;
		if (!ok)
			continue;
		met += index_candidates(&t_step, fr, lvl, r == got, got_idx,
					got_be, &code_met);
	}
	t_step.inputs++;
	if (met != 1 || !code_met)
		fail("slack_queue_expiry", "the contract does not determine the result",
		     e, slack, clk, met);
}

/*
 * slack_bucket_start(aligned, clk, i) with its ghost parameter q: a q
 * that fires at aligned, below the cut-off, and i its index (the
 * requires).  The clauses fires and first pin the result to the first
 * expiry that fires at aligned: the candidates are the jiffies around
 * every place that can be (a granule and an eighth of one below aligned,
 * the level's start, q) and around aligned itself.
 */
static void check_start(unsigned long q, unsigned long clk)
{
	integer aligned = wheel_fire(q, clk), g = wheel_gran(jiffies_after(q, clk));
	integer lvl, around[6], cand[6 * 33];
	unsigned long bucket, got_be, met = 0;
	unsigned int got_idx;
	int i = calc_wheel_index(q, clk, &bucket), ncand = 0;
	integer got = slack_bucket_start(aligned, clk, i, &got_idx, &got_be);
	bool code_met = false;

	around[0] = aligned - g;
	around[1] = aligned - g / 8;
	around[2] = clk + 63 * (g / 8);
	around[3] = q;
	around[4] = aligned;
	around[5] = got;
	for (int n = 0; n < 6; n++)		/* the candidates, each once */
		for (integer k = -16; k <= 16; k++) {
			integer r = at(around[n], k);
			int j = 0;

			while (j < ncand && cand[j] != r)
				j++;
			if (j == ncand)
				cand[ncand++] = r;
		}
	for (int j = 0; j < ncand; j++) {
		integer r = cand[j], fr = wheel_fire(r, clk);
		bool ok = fr == aligned &&					/* fires */
			jiffies_after(r, clk) <= jiffies_after(q, clk) &&	/* nearer */
			fire_delay(jiffy(r + JIFFY_WRAP - 1), clk) <		/* first */
				jiffies_after(aligned, clk);

		t_start.candidates++;
		if (!ok)
			continue;
		lvl = wheel_level(r, clk);
		met += index_candidates(&t_start, fr, lvl, r == got, got_idx,
					got_be, &code_met);
	}
	t_start.inputs++;
	if (met != 1 || !code_met)
		fail("slack_bucket_start", "the contract does not determine the result",
		     q, clk, 0, met);
}

/* ---- calc_index(), calc_wheel_index() ---- */
static void check_index(unsigned long e, unsigned int lvl)
{
	unsigned long got_be, names = ((e >> (3 * lvl)) + 1) % 64;
	unsigned int got = calc_index(e, lvl, &got_be);
	integer want_be = lvl_bucket(e, lvl);
	unsigned long met = 0;
	bool code_met = false;

	for (integer idx = 0; idx < 580; idx++)
		for (integer be = want_be - 2; be <= want_be + 2; be++) {
			bool ok = be == lvl_bucket(e, lvl) &&
				64 * (integer)lvl <= idx && idx < 64 * ((integer)lvl + 1) &&
				idx % 64 == (integer)names;

			t_index.candidates++;
			met += ok;
			code_met |= ok && idx == got && be == (integer)got_be;
		}
	t_index.inputs++;
	if (met != 1 || !code_met)
		fail("calc_index", "the contract does not determine the result",
		     e, lvl, 0, met);
}

static void check_wheel(unsigned long e, unsigned long clk)
{
	unsigned long got_be, met = 0;
	int got = calc_wheel_index(e, clk, &got_be);
	integer fire = wheel_fire(e, clk), lvl = wheel_level(e, clk);
	bool code_met = false;

	for (integer idx = -2; idx < 580; idx++)
		for (integer be = fire - 2; be <= fire + 2; be++) {
			bool ok = be == fire && 0 <= idx && idx < 576 &&
				idx / 64 == lvl && idx % 64 == lvl_slot(be, lvl);

			t_wheel.candidates++;
			met += ok;
			code_met |= ok && idx == got && be == (integer)got_be;
		}
	t_wheel.inputs++;
	if (met != 1 || !code_met)
		fail("calc_wheel_index", "the contract does not determine the result",
		     e, clk, 0, met);
}

/* ---- the race fix ---- */
static void check_bucket(unsigned long e, unsigned int idx, unsigned long clk,
			 unsigned long be)
{
	struct timer_list t = { e, idx };
	integer lvl = idx / 64;
	bool in = lvl_bucket(e, lvl) == be &&
		(lvl < 8 || jiffies_after(e, jiffy((integer)clk + CAP)) > LMAX);
	int got = timer_in_bucket(&t, clk, be), met = 0;
	bool code_met = false;

	for (int r = 0; r <= 1; r++) {
		bool ok = (r != 0) == in;

		t_bucket.candidates++;
		met += ok;
		code_met |= ok && r == (got != 0);
	}
	t_bucket.inputs++;
	if (met != 1 || !code_met)
		fail("timer_in_bucket", "the contract does not determine the result",
		     e, idx, clk, met);
}

/*
 * keep_in_bucket() for a timer in the wheel (expiring == 0) in the bucket
 * its index names (W-requeue's requires): never_early asks that a kept
 * timer's bucket is not before the new one.
 */
static void check_keep(unsigned long old_bucket, unsigned int idx,
		       unsigned long clk, unsigned long e)
{
	struct timer_list t = { e, idx };
	unsigned long nb;
	int got = keep_in_bucket(&t, e, clk), met = 0;
	bool code_met = false;

	calc_wheel_index(e, clk, &nb);
	for (int r = 0; r <= 1; r++) {
		bool ok = r == 0 || jiffies_after(old_bucket, clk) >= jiffies_after(nb, clk);

		t_keep.candidates++;
		met += ok;
		code_met |= ok && r == (got != 0);
	}
	t_keep.inputs++;
	t_keep.open += met > 1;
	if (!code_met)
		fail("keep_in_bucket", "the code's result breaks never_early",
		     old_bucket, idx, clk, met);
}

static void report(struct tally *t, const char *verdict)
{
	printf("%-22s %10lu inputs %13lu candidates  %s\n", t->name, t->inputs,
	       t->candidates, verdict);
}

int main(int argc, char **argv)
{
	const unsigned long W1 = ULONG_MAX, H = (unsigned long)LONG_MAX + 1;
	const unsigned long clks[] = { 0, 1, 5, 63, 64, 511, 4095, 1000003,
				       H - 1, H, W1 - 70000, W1 - 1, W1 };
	const long starts[] = { 0, 63, 504, 4032, 32256, 258048, 2064384,
				16515072, 132120576, 1040187392, 1056964608 };
	const int slacks[] = { 0, 1, 2, 3, 7, 8, 9, 31, 32, 63, 64, 100, 255,
			       256, 511, 512, 1000, 2047, 2048 };
	char line[128];

	if (argc > 1 && !strcmp(argv[1], "--clauses")) {
		for (unsigned n = 0; n < sizeof(evaluated) / sizeof(evaluated[0]); n++)
			printf("%s\n", evaluated[n]);
		return 0;
	}

	for (unsigned c = 0; c < sizeof(clks) / sizeof(clks[0]); c++) {
		unsigned long clk = clks[c];

		/* near the clock: every delta, small explicit slack, and the
		 * automatic slack */
		for (long d = -40; d < 4200; d++) {
			for (unsigned i = 0; i < 9; i++) {
				check_slack(clk + d, slacks[i], clk);
				check_step(clk + d, slacks[i], clk);
			}
			check_slack(clk + d, -1, clk);
			check_step(clk + d, -1, clk);
			check_wheel(clk + d, clk);
		}
		/* every level's start (and the cut-off, the wheel's capacity),
		 * larger windows */
		for (unsigned n = 0; n < sizeof(starts) / sizeof(starts[0]); n++)
			for (long d = starts[n] - 2100; d < starts[n] + 80; d += 97) {
				for (unsigned i = 0; i < sizeof(slacks) / sizeof(slacks[0]); i++) {
					check_slack(clk + d, slacks[i], clk);
					check_step(clk + d, slacks[i], clk);
				}
				check_step(clk + d, -1, clk);
				check_wheel(clk + d, clk);
			}
		/* the step's helper: q at every delta below 4200 and around
		 * every level's start, up to the cut-off */
		for (long d = 0; d < 4200; d++)
			check_start(clk + d, clk);
		for (unsigned n = 0; n + 1 < sizeof(starts) / sizeof(starts[0]); n++)
			for (long d = starts[n] - 700; d < starts[n] + 700; d++)
				if (d >= 0 && d < 1056964608)
					check_start(clk + d, clk);
		/* automatic slack up to WMAX, expired and far timers */
		for (long d = 256; d < 256L * WMAX; d += 4999)
			check_step(clk + d, -1, clk);
		for (unsigned long d = H - 5; d != H + 5; d++) {
			check_slack(clk + d, 3, clk);
			check_step(clk + d, 3, clk);
			check_step(clk + d, -1, clk);
			check_wheel(clk + d, clk);
		}
	}
	/* calc_index() on every level, across the wrap */
	for (unsigned lvl = 0; lvl < 9; lvl++)
		for (long k = -3000; k < 3000; k++) {
			check_index((unsigned long)k, lvl);
			check_index(H + k, lvl);
		}
	/* the race fix: a timer in a bucket its index names, on every level,
	 * re-armed to expiries around its bucket */
	for (unsigned c = 0; c < sizeof(clks) / sizeof(clks[0]); c++)
		for (unsigned lvl = 0; lvl < 9; lvl++) {
			unsigned long g = 1UL << (3 * lvl), clk = clks[c];

			for (unsigned long j = 1; j <= 64; j += 7) {
				unsigned long ob = ((clk >> (3 * lvl)) + j) << (3 * lvl);
				unsigned int idx = 64 * lvl + ((ob >> (3 * lvl)) % 64);

				/* expiries in the granule before the bucket, the
				 * one before that, and around the bucket: 6 each */
				for (long m = 0; m < 18; m++) {
					long k = m % 6 - 3 - (m / 6) * (long)g;

					check_bucket(ob + k, idx, clk, ob);
					check_bucket(ob + k, idx, clk, ob - g);
					if (jiffies_after(ob, clk) < 64 * (integer)g)
						check_keep(ob, idx, clk, ob + k);
				}
			}
		}

	report(&t_slack, "exactly one candidate meets every clause: the code's");
	report(&t_step, "exactly one candidate meets every clause: the code's");
	report(&t_start, "exactly one candidate meets every clause: the code's");
	report(&t_index, "exactly one candidate meets every clause: the code's");
	report(&t_wheel, "exactly one candidate meets every clause: the code's");
	report(&t_bucket, "exactly one candidate meets every clause: the code's");
	snprintf(line, sizeof(line), "the code's result meets never_early; "
		 "left open on %lu inputs (no liveness clause)", t_keep.open);
	report(&t_keep, line);
	return 0;
}

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Reference model of the Linux 6.1 timer wheel (LVL_DEPTH 9, HZ > 100):
 * the oracle the tests judge src/wheel_fire.h and src/slack_queue.h by.
 *
 * It shares no text with src/wheel_fire.h, which is written from the
 * wheel's semantics (a granularity table, "the next multiple of the
 * granularity").  Here the answer comes from the kernel itself, two ways:
 *
 *  1. ref_bucket_expiry(): the kernel's own calc_index() and
 *     calc_wheel_index(), copied verbatim (with the macros they use) from
 *     kernel/time/timer.c of Debian's linux-source-6.1 (6.1.192), GPL-2.0
 *     like this project.  The only edit: `static int` became
 *     `static inline int` and the functions carry a ref_ prefix, so that
 *     a test may include this file next to anything.  The bucket expiry
 *     calc_wheel_index() records is what the kernel itself believes the
 *     firing instant to be (it feeds base->next_expiry).
 *
 *  2. ref_wheel_*: a small wheel - the pending bitmap and one list per
 *     bucket - filled through calc_wheel_index()'s bucket index and
 *     emptied by collect_expired_timers()'s loop (copied, its clock
 *     stepped one jiffy at a time as __run_timers() does with base->clk++).
 *     The jiffy at which the loop takes a timer's bucket is when it fires.
 *     This is independent of (1)'s bucket_expiry arithmetic: it only uses
 *     the index.  ref_sim_fire() runs the same loop for one timer, skipping
 *     the jiffies at which the loop provably stops below the timer's level
 *     (the `if (clk & LVL_CLK_MASK) break;` of the loop), so that it copes
 *     with timers weeks ahead.
 *
 * The kernel of 6.1.192 jumps base->clk to base->next_expiry instead of
 * counting every jiffy; the jiffy-by-jiffy loop here is what that
 * shortcut must be equivalent to, and it needs no next_expiry.
 */
#ifndef WHEEL_REF_H
#define WHEEL_REF_H

#include <string.h>

/*
 * A program that also includes the queueing step has the same macros
 * already, from the text extracted out of linux-source-6.1
 * (src/wheel_index_kernel.h): C allows only an identical redefinition
 * (C11 6.10.3p2), and gcc reports any other one (-Werror makes it an
 * error), so the two copies cannot silently differ.
 */

/*
 * ---- kernel/time/timer.c (6.1.192), lines 152-187: verbatim, but for the
 * `#if HZ > 100` around LVL_DEPTH (its HZ > 100 branch kept) and the
 * comment on WHEEL_SIZE (NOHZ bases) left out.
 */

/* Clock divisor for the next level */
#define LVL_CLK_SHIFT	3
#define LVL_CLK_DIV	(1UL << LVL_CLK_SHIFT)
#define LVL_CLK_MASK	(LVL_CLK_DIV - 1)
#define LVL_SHIFT(n)	((n) * LVL_CLK_SHIFT)
#define LVL_GRAN(n)	(1UL << LVL_SHIFT(n))

/*
 * The time start value for each level to select the bucket at enqueue
 * time. We start from the last possible delta of the previous level
 * so that we can later add an extra LVL_GRAN(n) to n (see calc_index()).
 */
#define LVL_START(n)	((LVL_SIZE - 1) << (((n) - 1) * LVL_CLK_SHIFT))

/* Size of each clock level */
#define LVL_BITS	6
#define LVL_SIZE	(1UL << LVL_BITS)
#define LVL_MASK	(LVL_SIZE - 1)
#define LVL_OFFS(n)	((n) * LVL_SIZE)

/* Level depth */
# define LVL_DEPTH	9

/* The cutoff (max. capacity of the wheel) */
#define WHEEL_TIMEOUT_CUTOFF	(LVL_START(LVL_DEPTH))
#define WHEEL_TIMEOUT_MAX	(WHEEL_TIMEOUT_CUTOFF - LVL_GRAN(LVL_DEPTH - 1))

#define WHEEL_SIZE	(LVL_SIZE * LVL_DEPTH)

/* ---- kernel/time/timer.c (6.1.192), calc_index(), calc_wheel_index() ------- */

static inline unsigned ref_calc_index(unsigned long expires, unsigned lvl,
				  unsigned long *bucket_expiry)
{

	/*
	 * The timer wheel has to guarantee that a timer does not fire
	 * early. Early expiry can happen due to:
	 * - Timer is armed at the edge of a tick
	 * - Truncation of the expiry time in the outer wheel levels
	 *
	 * Round up with level granularity to prevent this.
	 */
	expires = (expires >> LVL_SHIFT(lvl)) + 1;
	*bucket_expiry = expires << LVL_SHIFT(lvl);
	return LVL_OFFS(lvl) + (expires & LVL_MASK);
}

static inline int ref_calc_wheel_index(unsigned long expires, unsigned long clk,
			    unsigned long *bucket_expiry)
{
	unsigned long delta = expires - clk;
	unsigned int idx;

	if (delta < LVL_START(1)) {
		idx = ref_calc_index(expires, 0, bucket_expiry);
	} else if (delta < LVL_START(2)) {
		idx = ref_calc_index(expires, 1, bucket_expiry);
	} else if (delta < LVL_START(3)) {
		idx = ref_calc_index(expires, 2, bucket_expiry);
	} else if (delta < LVL_START(4)) {
		idx = ref_calc_index(expires, 3, bucket_expiry);
	} else if (delta < LVL_START(5)) {
		idx = ref_calc_index(expires, 4, bucket_expiry);
	} else if (delta < LVL_START(6)) {
		idx = ref_calc_index(expires, 5, bucket_expiry);
	} else if (delta < LVL_START(7)) {
		idx = ref_calc_index(expires, 6, bucket_expiry);
	} else if (LVL_DEPTH > 8 && delta < LVL_START(8)) {
		idx = ref_calc_index(expires, 7, bucket_expiry);
	} else if ((long) delta < 0) {
		idx = clk & LVL_MASK;
		*bucket_expiry = clk;
	} else {
		/*
		 * Force expire obscene large timeouts to expire at the
		 * capacity limit of the wheel.
		 */
		if (delta >= WHEEL_TIMEOUT_CUTOFF)
			expires = clk + WHEEL_TIMEOUT_MAX;

		idx = ref_calc_index(expires, LVL_DEPTH - 1, bucket_expiry);
	}
	return idx;
}

/* ---- end of the kernel's text ---------------------------------------------- */

/* Method 1: the bucket expiry calc_wheel_index() records. */
static inline unsigned long ref_bucket_expiry(unsigned long expires,
					      unsigned long clk)
{
	unsigned long bucket_expiry;

	ref_calc_wheel_index(expires, clk, &bucket_expiry);
	return bucket_expiry;
}

/*
 * Method 2: a wheel with up to REF_WHEEL_MAX timers, all queued while the
 * wheel clock is ref_wheel.clk, then run jiffy by jiffy.
 */
#define REF_WHEEL_NONE	(-1)

/*
 * The kernel's pending_map is a bitmap of unsigned longs (DECLARE_BITMAP):
 * 32 bits a word on i386 and armhf, 64 on x86_64; WHEEL_SIZE (576) is a
 * multiple of both.
 */
#define REF_BPL		(8 * sizeof(unsigned long))

struct ref_wheel {
	unsigned long clk;			/* base->clk: next jiffy to run */
	unsigned long pending_map[WHEEL_SIZE / REF_BPL];
	int head[WHEEL_SIZE];			/* base->vectors: list heads */
	int *next;				/* list links, one per timer */
	unsigned long *fired;			/* per timer: jiffy it fired */
	long queued, left;
};

static inline void ref_wheel_init(struct ref_wheel *w, unsigned long clk,
				  int *next, unsigned long *fired)
{
	int i;

	w->clk = clk;
	memset(w->pending_map, 0, sizeof(w->pending_map));
	for (i = 0; i < (int)WHEEL_SIZE; i++)
		w->head[i] = REF_WHEEL_NONE;
	w->next = next;
	w->fired = fired;
	w->queued = w->left = 0;
}

/* enqueue_timer(): the bucket calc_wheel_index() picks; returns the id. */
static inline int ref_wheel_add(struct ref_wheel *w, unsigned long expires)
{
	unsigned long bucket_expiry;
	unsigned int idx = ref_calc_wheel_index(expires, w->clk, &bucket_expiry);
	int id = (int)w->queued++;

	w->next[id] = w->head[idx];
	w->head[idx] = id;
	w->pending_map[idx / REF_BPL] |= 1UL << (idx % REF_BPL);
	w->left++;
	return id;
}

/*
 * One jiffy of __run_timers(): collect_expired_timers()'s loop on base->clk
 * (kernel/time/timer.c, 6.1.192, the loop verbatim but for the bitmap and
 * list helpers), every timer of a collected bucket fires now; then clk++.
 */
static inline void ref_wheel_tick(struct ref_wheel *w)
{
	unsigned long clk = w->clk;
	int i, id;
	unsigned int idx;

	for (i = 0; i < LVL_DEPTH; i++) {
		idx = (clk & LVL_MASK) + i * LVL_SIZE;

		if (w->pending_map[idx / REF_BPL] & (1UL << (idx % REF_BPL))) {
			w->pending_map[idx / REF_BPL] &= ~(1UL << (idx % REF_BPL));
			for (id = w->head[idx]; id != REF_WHEEL_NONE; id = w->next[id]) {
				w->fired[id] = w->clk;
				w->left--;
			}
			w->head[idx] = REF_WHEEL_NONE;
		}
		/* Is it time to look at the next level? */
		if (clk & LVL_CLK_MASK)
			break;
		/* Shift clock for the next level granularity */
		clk >>= LVL_CLK_SHIFT;
	}
	w->clk++;
}

/* Run until every queued timer has fired; at most max_ticks jiffies. */
static inline int ref_wheel_run(struct ref_wheel *w, unsigned long max_ticks)
{
	unsigned long t;

	for (t = 0; w->left > 0; t++) {
		if (t == max_ticks)
			return -1;
		ref_wheel_tick(w);
	}
	return 0;
}

/*
 * The same loop for a single timer queued at clk.  At a jiffy whose low
 * LVL_SHIFT(lvl) bits are not all zero the loop breaks before level lvl,
 * so only the jiffies that are multiples of LVL_GRAN(lvl) are run.  At
 * most 65 of them should be; returns -1 if the bucket is not collected
 * within 1 << 20 of them, else 0 with the jiffy in *fire.
 */
static inline int ref_sim_fire(unsigned long expires, unsigned long clk,
			       unsigned long *fire)
{
	unsigned long bucket_expiry, c = clk, step;
	unsigned int idx = ref_calc_wheel_index(expires, clk, &bucket_expiry);
	unsigned int lvl = idx / LVL_SIZE;
	long n;

	step = LVL_GRAN(lvl);
	if (c & (step - 1))		/* first jiffy that reaches level lvl */
		c = (c | (step - 1)) + 1;
	for (n = 0; n < (1L << 20); n++, c += step) {
		unsigned long k = c;
		unsigned int i;

		for (i = 0; i < LVL_DEPTH; i++) {
			if ((k & LVL_MASK) + i * LVL_SIZE == idx) {
				*fire = c;
				return 0;
			}
			if (k & LVL_CLK_MASK)
				break;
			k >>= LVL_CLK_SHIFT;
		}
	}
	return -1;
}

#endif /* WHEEL_REF_H */

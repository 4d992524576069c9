/*
 * Frama-C entry point for W-requeue (issue 21, items 4 and 5): the
 * same-bucket shortcut of __mod_timer() with the race fix of
 * kernel-patch/race-fix/ (patch 1), for a pending timer.
 *
 *	clk = base->clk;
 *	idx = calc_wheel_index(expires, clk, &bucket_expiry);
 *	if (idx == timer_get_idx(timer) &&
 *	    timer_in_bucket(timer, clk, bucket_expiry)) {	// keep it in place
 *
 * A timer on the expiry list (collected by __run_timers(), waiting for
 * expire_timers()) keeps its index, but its bucket is before base->clk:
 * kept there, it runs at once, up to a turn of its level early.
 *
 * The kernel's text is not in this repository: proofs/extract-race-fix cuts
 * timer_in_bucket() and the shortcut's condition, byte for byte, out of the
 * 6.1 patch (the 6.12 patch must add the same bytes) into
 * proofs/out/race-fix/ before WP runs (run-wp does it), and fails, saying
 * what differs, when the text is not the one pinned in
 * proofs/race-fix.sha256.  calc_wheel_index() is the kernel's too, through
 * its W-index contract (proofs/wheel_index_contract.h).
 *
 * What timer_in_bucket() needs from kernel/time/timer.c and its headers is
 * modelled below (spec/WHEEL.md, W-requeue; the trusted base of
 * spec/README.md): struct timer_list with the array index as a field of its
 * own (the kernel keeps it in bits 22-31 of timer->flags, which
 * timer_get_idx() reads), and time_before() as include/linux/jiffies.h
 * defines it, without its typecheck().
 *
 * The shortcut itself is a model (keep_in_bucket() below) whose condition is
 * the patch's own text, included.  The timer is described by what the
 * kernel has (the index, timer->expires) and two parameters that only the
 * contract reads: old_bucket, the expiry of the bucket the timer sits in,
 * and expiring, whether it sits on the expiry list.  What __run_timers()
 * guarantees about them is assumed (requires W_requeue: ..., spec/WHEEL.md):
 * it is not proved here.
 *
 * proofs/wp_requeue_61.c (6.1's condition: the index alone) and
 * proofs/wp_requeue_issue.c (the issue's condition: the bucket compared
 * without the last level's guard) state the other conditions under the same
 * contract; proofs/requeue-counter-case requires WP to fail on both.
 */
#include <stdbool.h>
#include "wheel_index_contract.h"
#include "../src/wheel_requeue.h"

/* The model of what timer_in_bucket() uses (see above). */
struct timer_list {
	unsigned long expires;
	unsigned int idx;	/* the array index: bits 22-31 of the kernel's flags */
};

/*@ requires W_requeue: timer: \valid_read(timer);
  @ assigns  \nothing;
  @ ensures  \result == timer->idx;
  @*/
static inline unsigned int timer_get_idx(struct timer_list *timer)
{
	return timer->idx;
}

#define time_after(a, b)	((long)((b) - (a)) < 0)
#define time_before(a, b)	time_after(b, a)

/*@
  @ requires W_requeue: timer: \valid_read(timer) && timer->idx < WHEEL_SIZE;
  @ assigns  \nothing;
  @ // In the bucket of its expiry at the level of its index, and on the last
  @ // level less than WHEEL_TIMEOUT_MAX ahead of clk.
  @ ensures  W_requeue: in_bucket:
  @   \let lvl = timer->idx / LVL_SIZE;
  @   (\result != 0 <==>
  @     lvl_bucket(timer->expires, lvl) == bucket_expiry &&
  @     (lvl < LVL_DEPTH - 1 ||
  @      jiffies_after(timer->expires, jiffy(clk + WHEEL_CAP)) > LONG_MAX));
  @*/
static inline bool timer_in_bucket(struct timer_list *timer, unsigned long clk,
				   unsigned long bucket_expiry);

#include "out/race-fix/timer_in_bucket.c"

/*@
  @ requires W_requeue: valid:
  @   \valid(new_bucket) && \valid_read(timer) && \separated(timer, new_bucket);
  @ // The timer sits in the bucket old_bucket, which its index names.
  @ requires W_requeue: queued:
  @   timer->idx < WHEEL_SIZE && 0 <= old_bucket < JIFFY_WRAP &&
  @   old_bucket % lvl_gran(timer->idx / LVL_SIZE) == 0 &&
  @   timer->idx % LVL_SIZE == lvl_slot(old_bucket, timer->idx / LVL_SIZE);
  @ // In the wheel: its bucket is at or after base->clk, less than one turn
  @ // of its level later.
  @ requires W_requeue: in_wheel: expiring == 0 ==>
  @   jiffies_after(old_bucket, clk) < LVL_SIZE * lvl_gran(timer->idx / LVL_SIZE);
  @ // On the expiry list: its bucket was collected when base->clk was
  @ // old_bucket, then base->clk was incremented, and while the callbacks
  @ // run base->clk is forwarded by less than a granule of the last level
  @ // (2^24 jiffies, 18.6 h at HZ=250: a timing assumption).
  @ requires W_requeue: expiring: expiring != 0 ==>
  @   1 <= jiffies_after(clk, old_bucket) <= lvl_gran(LVL_DEPTH - 1);
  @ // Below the last level, the bucket of its expiry at its level is its
  @ // bucket or one before it, by less than half the jiffies' wrap.
  @ requires W_requeue: expiry_bucket:
  @   expiring != 0 && timer->idx / LVL_SIZE < LVL_DEPTH - 1 ==>
  @   jiffies_after(old_bucket,
  @                 lvl_bucket(timer->expires, timer->idx / LVL_SIZE)) <= LONG_MAX;
  @ assigns  *new_bucket;
  @ // Kept in place, the timer fires no earlier than the bucket its new
  @ // expiry maps to: it is not on the expiry list (which runs at once),
  @ // and its bucket is not before the new one.
  @ ensures  W_requeue: never_early: \result != 0 ==>
  @   expiring == 0 &&
  @   jiffies_after(old_bucket, clk) >= jiffies_after(*new_bucket, clk);
  @*/
static int keep_in_bucket(struct timer_list *timer, unsigned long expires,
			  unsigned long clk, unsigned long old_bucket, int expiring,
			  unsigned long *new_bucket)
{
	unsigned long bucket_expiry;
	unsigned int idx;

	idx = calc_wheel_index(expires, clk, &bucket_expiry);
	*new_bucket = bucket_expiry;
#if defined(REQUEUE_61)
	/* 6.1: the index alone (proofs/wp_requeue_61.c) */
	if (idx == timer_get_idx(timer)) {
#elif defined(REQUEUE_ISSUE)
	/* the issue's condition: the bucket of the timer's own expiry at its
	 * level is the new one, with no guard on the last level
	 * (proofs/wp_requeue_issue.c) */
	unsigned int lvl = timer_get_idx(timer) / LVL_SIZE;

	if (idx == timer_get_idx(timer) &&
	    ((timer->expires >> LVL_SHIFT(lvl)) + 1) << LVL_SHIFT(lvl) == bucket_expiry) {
#else
	/* the race fix: the patch's own condition, byte for byte */
#include "out/race-fix/condition.c"
		/* The proof's steps (lemmas of src/wheel_requeue.h): the new
		 * bucket is on the timer's level, with its slot, less than a
		 * turn after clk; in the wheel it is the timer's bucket; on the
		 * expiry list the timer is on the last level (expired_apart),
		 * the new bucket is the turn after its bucket (capped_turn), its
		 * expiry lies in the granule before that (capped_granule), and
		 * the guard refuses it (capped_guard). */
		/*@ assert W_requeue: new_bucket:
		  @   \let n = timer->idx / LVL_SIZE;
		  @   0 <= n < LVL_DEPTH &&
		  @   0 <= bucket_expiry < JIFFY_WRAP && bucket_expiry % lvl_gran(n) == 0 &&
		  @   jiffies_after(bucket_expiry, clk) < LVL_SIZE * lvl_gran(n) &&
		  @   lvl_slot(bucket_expiry, n) == lvl_slot(old_bucket, n);
		  @*/
		//@ assert W_requeue: in_wheel_same: expiring == 0 ==> bucket_expiry == old_bucket;
		/*@ assert W_requeue: last_level:
		  @   expiring != 0 ==> timer->idx / LVL_SIZE == LVL_DEPTH - 1;
		  @*/
		/*@ assert W_requeue: last_turn:
		  @   expiring != 0 ==> bucket_expiry == jiffy(old_bucket + 1073741824);
		  @*/
		/*@ assert W_requeue: last_granule:
		  @   expiring != 0 ==>
		  @   jiffies_after(timer->expires, jiffy(old_bucket + 1056964608)) < 16777216;
		  @*/
#endif
		return 1;
	}
	return 0;
}

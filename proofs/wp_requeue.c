/*
 * Frama-C entry point for W-requeue (issue 21, item 4): the same-bucket
 * shortcut of __mod_timer() in Linux 6.1, for a pending timer.
 *
 *	clk = base->clk;
 *	idx = calc_wheel_index(expires, clk, &bucket_expiry);
 *	if (idx == timer_get_idx(timer)) {	// keep the timer where it is
 *
 * A timer on the expiry list (collected by __run_timers(), waiting for
 * expire_timers()) keeps its index, but its bucket is before base->clk:
 * kept there, it runs at once, up to a turn of its level early.  The
 * condition proved here also recomputes the bucket of the timer's own
 * expiry at the level of its index and keeps the timer only when that is
 * the new bucket.  proofs/wp_requeue_61.c states 6.1's condition under the
 * same contract; proofs/requeue-counter-case requires WP to fail there.
 *
 * The timer is described by the parameters the kernel has (old_idx =
 * timer_get_idx(timer), old_expires = timer->expires) and two that only
 * the contract reads: old_bucket, the expiry of the bucket the timer sits
 * in, and expiring, whether it sits on the expiry list.  What
 * __run_timers() guarantees about them is assumed (requires W_requeue:
 * ..., spec/WHEEL.md): it is not proved here.
 */
#include "wheel_index_contract.h"
#include "../src/wheel_requeue.h"

/*@
  @ requires W_requeue: valid: \valid(bucket_expiry);
  @ // The timer sits in the bucket old_bucket, which its index names.
  @ requires W_requeue: queued:
  @   old_idx < WHEEL_SIZE && 0 <= old_bucket < JIFFY_WRAP &&
  @   old_bucket % lvl_gran(old_idx / LVL_SIZE) == 0 &&
  @   old_idx % LVL_SIZE == lvl_slot(old_bucket, old_idx / LVL_SIZE);
  @ // In the wheel: its bucket is at or after base->clk, less than one turn
  @ // of its level later.
  @ requires W_requeue: in_wheel: expiring == 0 ==>
  @   jiffies_after(old_bucket, clk) < LVL_SIZE * lvl_gran(old_idx / LVL_SIZE);
  @ // On the expiry list: its bucket is before base->clk, and so is the
  @ // bucket its expiry maps to at its level (false for a timer capped at
  @ // the wheel's horizon: spec/WHEEL.md, W-requeue).
  @ requires W_requeue: expiring: expiring != 0 ==>
  @   1 <= jiffies_after(clk, old_bucket) <= LONG_MAX &&
  @   1 <= jiffies_after(clk, lvl_bucket(old_expires, old_idx / LVL_SIZE)) <= LONG_MAX;
  @ assigns  *bucket_expiry;
  @ // Kept in place, the timer fires no earlier than the bucket its new
  @ // expiry maps to: it is not on the expiry list (which runs at once),
  @ // and its bucket is not before the new one.
  @ ensures  W_requeue: never_early: \result != 0 ==>
  @   expiring == 0 &&
  @   jiffies_after(old_bucket, clk) >= jiffies_after(*bucket_expiry, clk);
  @*/
static int keep_in_bucket(unsigned long expires, unsigned long clk,
			  unsigned int old_idx, unsigned long old_expires,
			  unsigned long old_bucket, int expiring,
			  unsigned long *bucket_expiry)
{
	unsigned int idx = calc_wheel_index(expires, clk, bucket_expiry);
#ifdef REQUEUE_61
	/* 6.1: the index alone (proofs/wp_requeue_61.c) */
	return idx == old_idx;
#else
	unsigned int lvl = old_idx / LVL_SIZE;

	/* and the bucket of the timer's own expiry, at its level, is the new one */
	return idx == old_idx &&
	       ((old_expires >> LVL_SHIFT(lvl)) + 1) << LVL_SHIFT(lvl) ==
			*bucket_expiry;
#endif
}

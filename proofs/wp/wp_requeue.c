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
 * its W-index contract (src/wheel_index_contract.h).
 *
 * The contracts, the model of struct timer_list and timer_get_idx() are in
 * src/wheel_requeue_contract.h (spec/wheel.md, W-requeue; the trusted base
 * of spec/apply_slack.md).  The shortcut itself is a model
 * (keep_in_bucket() below) whose condition is the patch's own text,
 * included.
 *
 * proofs/negative/wp_requeue_61.c (6.1's condition: the index alone) and
 * proofs/negative/wp_requeue_issue.c (the issue's condition: the bucket compared
 * without the last level's guard) state the other conditions under the same
 * contract; proofs/negative/requeue-counter-case requires WP to fail on both.
 */
#include "../../src/wheel_requeue_contract.h"

#include "../out/race-fix/timer_in_bucket.c"

static int keep_in_bucket(struct timer_list *timer, unsigned long expires,
			  unsigned long clk, unsigned long old_bucket, int expiring,
			  unsigned long *new_bucket)
{
	unsigned long bucket_expiry;
	unsigned int idx;

	idx = calc_wheel_index(expires, clk, &bucket_expiry);
	*new_bucket = bucket_expiry;
#if defined(REQUEUE_61)
	/* 6.1: the index alone (proofs/negative/wp_requeue_61.c) */
	if (idx == timer_get_idx(timer)) {
#elif defined(REQUEUE_ISSUE)
	/* the issue's condition: the bucket of the timer's own expiry at its
	 * level is the new one, with no guard on the last level
	 * (proofs/negative/wp_requeue_issue.c) */
	unsigned int lvl = timer_get_idx(timer) / LVL_SIZE;

	if (idx == timer_get_idx(timer) &&
	    ((timer->expires >> LVL_SHIFT(lvl)) + 1) << LVL_SHIFT(lvl) == bucket_expiry) {
#else
	/* the race fix: the patch's own condition, byte for byte */
#include "../out/race-fix/condition.c"
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

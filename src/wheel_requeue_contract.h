/*
 * The contracts of W-requeue: the race fix's timer_in_bucket() and the
 * model of __mod_timer()'s same-bucket shortcut, keep_in_bucket(), on the
 * contract of the kernel's calc_wheel_index() (W-index,
 * wheel_index_contract.h).  proofs/wp/wp_requeue.c proves them: there the
 * race fix's own text, cut out of its kernel patch at proof time, gives
 * timer_in_bucket()'s body and the shortcut's condition.
 *
 * What timer_in_bucket() needs from kernel/time/timer.c and its headers is
 * modelled here (spec/wheel.md, W-requeue): struct timer_list with the
 * array index as a field of its own (the kernel keeps it in bits 22-31 of
 * timer->flags, which timer_get_idx() reads), and time_before() as
 * include/linux/jiffies.h defines it, without its typecheck().
 *
 * The timer is described by what the kernel has (the index,
 * timer->expires) and two parameters that only the contract reads:
 * old_bucket, the expiry of the bucket the timer sits in, and expiring,
 * whether it sits on the expiry list.  What __run_timers() guarantees about
 * them is assumed (requires W_requeue: ...): it is not proved here.
 */
#ifndef WHEEL_REQUEUE_CONTRACT_H
#define WHEEL_REQUEUE_CONTRACT_H

#include <stdbool.h>
#include "wheel_index_contract.h"
#include "wheel_requeue.h"

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
			  unsigned long *new_bucket);

#endif /* WHEEL_REQUEUE_CONTRACT_H */

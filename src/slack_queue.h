/* SPDX-License-Identifier: GPL-2.0 */
/*
 * slack_queue_expiry() - the expiry to queue so that the 6.1 wheel fires a
 * timer at apply_slack()'s instant whenever it can, and otherwise exactly
 * when it would fire without slack.
 *
 * The wheel fires a timer at the first bucket boundary of its level
 * strictly after the queued expiry, so queueing apply_slack()'s aligned
 * instant A itself would fire it one whole granule after A.  Queueing an
 * expiry q before A with wheel_fire(q) == A fires it at A.  The candidates:
 * A - 1, and when that lands on a coarser level than needed, the last
 * expiry of the level below.  The text from the ACSL contract down to the
 * closing brace is copied byte for byte into kernel/time/timer.c.
 */
#ifndef SLACK_QUEUE_H
#define SLACK_QUEUE_H

#include "apply_slack.h"
#include "wheel_lemmas.h"
#include "wheel_index_kernel.h"

/*@
  @ assigns  \nothing;
  @
  @ ensures  E_window: window:
  @   in_window(\result, expires, effective_slack(expires, slack, clk));
  @ ensures  E_never_earlier: never_earlier:
  @   fire_delay(\result, clk) >= fire_delay(expires, clk);
  @ ensures  E_bounded: bounded:
  @   fire_delay(\result, clk) <= fire_delay(expires, clk) ||
  @   fire_delay(\result, clk) <=
  @     signed_after(expires, clk) + effective_slack(expires, slack, clk);
  @ ensures  E_aligned: aligned:
  @   \let s = effective_slack(expires, slack, clk);
  @   \forall integer b, a;
  @     s > 0 && top_differ(b, slack_limit(expires, s), expires) &&
  @     in_open_window(a, expires, s) && a % p2(b) == 0 &&
  @     wheel_reaches(expires, s, a, clk) &&
  @     jiffies_after(a, clk) >= fire_delay(expires, clk) ==>
  @     wheel_fire(\result, clk) == a;
  @ ensures  E_fallback: fallback:
  @   \let s = effective_slack(expires, slack, clk);
  @   \let a = wheel_fire(\result, clk);
  @   \result != expires ==>
  @     s > 0 && in_open_window(a, expires, s) &&
  @     (\forall integer b;
  @        top_differ(b, slack_limit(expires, s), expires) ==> a % p2(b) == 0) &&
  @     fire_delay(\result, clk) >= fire_delay(expires, clk);
  @ ensures  E_auto_exact: queued: slack < 0 ==> \result == expires;
  @*/
static inline unsigned long slack_queue_expiry(unsigned long expires,
					       int slack, unsigned long clk)
{
	unsigned long aligned, queued, bucket_expiry;
	unsigned int lvl;

	/*
	 * Automatic slack (slack < 0) never changes the jiffy at which this
	 * wheel fires a timer (lemma E_auto_exact): queue the request as is.
	 */
	/*@ assert E_aligned: automatic: slack < 0 ==>
			\let s = effective_slack(expires, slack, clk);
			\forall integer b, a;
			s > 0 && top_differ(b, slack_limit(expires, s), expires) &&
			in_open_window(a, expires, s) && a % p2(b) == 0 &&
			wheel_reaches(expires, s, a, clk) &&
			jiffies_after(a, clk) >= fire_delay(expires, clk) ==>
			wheel_fire(expires, clk) == a; */
	if (slack < 0)
		return expires;
	aligned = apply_slack(expires, slack, clk);
	queued = aligned - 1;
	if (aligned == expires)
		return expires;
	/*@ assert E_aligned: the_instant: \forall integer b, a;
			\let s = effective_slack(expires, slack, clk);
			top_differ(b, slack_limit(expires, s), expires) &&
			in_open_window(a, expires, s) && a % p2(b) == 0 ==>
			a == aligned; */
	/*@ assert E_aligned: reach:
			wheel_reaches(expires, effective_slack(expires, slack, clk),
				      aligned, clk) ==>
			candidate_reaches(expires, aligned, clk); */
	/*@ assert E_aligned: before: queued == jiffy(aligned + JIFFY_WRAP - 1); */
	/* the wheel's own answer: the bucket that A - 1 goes to, and its level */
	lvl = calc_wheel_index(queued, clk, &bucket_expiry) / LVL_SIZE;
	if (bucket_expiry != aligned) {
		/*
		 * A - 1 sits on a level too coarse for A, or past the wheel's
		 * capacity: the last expiry of the level below, or the last
		 * one the wheel holds, may still fire at A if in the window.
		 * (On level 0, A - 1 fires at A.)
		 */
		if (queued - clk >= WHEEL_TIMEOUT_CUTOFF) {
			queued = clk + WHEEL_TIMEOUT_CUTOFF - 1;
		} else {
			/*@ ghost level_end_at(aligned, clk, lvl); */
			queued = clk + LVL_START(lvl) - 1;
		}
		/*@ assert E_aligned: level_end: queued == level_end_below(aligned, clk); */
		/*@ assert E_aligned: outside:
				jiffies_after(queued, expires) >=
				jiffies_after(aligned, expires) ==>
				!candidate_reaches(expires, aligned, clk); */
		if (queued - expires >= aligned - expires)
			return expires;
		calc_wheel_index(queued, clk, &bucket_expiry);
		/*@ assert E_aligned: missed:
				bucket_expiry != aligned ==>
				!candidate_reaches(expires, aligned, clk); */
		if (bucket_expiry != aligned)
			return expires;
	}
	/*@ assert E_aligned: fires: wheel_fire(queued, clk) == aligned; */
	/* never earlier than without slack (the wheel's cut-off is not monotonic) */
	calc_wheel_index(expires, clk, &bucket_expiry);
	if (aligned - clk < bucket_expiry - clk)
		return expires;
	return queued;
}

#endif /* SLACK_QUEUE_H */

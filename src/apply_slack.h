/* SPDX-License-Identifier: GPL-2.0 */
/*
 * apply_slack() - the verified timer-slack rounding.
 *
 * This header compiles unchanged in user space and under Frama-C.  The text
 * from the ACSL contract of apply_slack() down to its closing brace is copied
 * byte for byte into kernel/time/timer.c by kernel-patch/regenerate; do not
 * reformat it without regenerating the series.
 */
#ifndef APPLY_SLACK_H
#define APPLY_SLACK_H

#include "slack_compat.h"
#include "slack_logic.h"
#include "slack_lemmas.h"
#include "slack_rounding.h"
#include "slack_zeros.h"

/*@
  @ assigns  \nothing;
  @
  @ ensures  R_window: window:
  @   in_window(\result, expires, effective_slack(expires, slack, now));
  @ ensures  R_optimal: optimal_moved:
  @   effective_slack(expires, slack, now) > 0 ==> \result != expires;
  @ ensures  R_align: align:
  @   \let s = effective_slack(expires, slack, now);
  @   \forall integer b;
  @     s > 0 && top_differ(b, slack_limit(expires, s), expires) ==>
  @     \result % p2(b) == 0;
  @ ensures  R_optimal: optimal:
  @   \let s = effective_slack(expires, slack, now);
  @   \forall integer b, x;
  @     s > 0 && top_differ(b, slack_limit(expires, s), expires) &&
  @     in_open_window(x, expires, s) && x != \result ==>
  @     x % p2(b) != 0;
  @ ensures  R_optimal: most_zeros:
  @   \let s = effective_slack(expires, slack, now);
  @   \forall integer x;
  @     s > 0 && in_open_window(x, expires, s) && x != \result ==>
  @     trailing_zeros(x) < trailing_zeros(\result);
  @
  @ behavior explicit_slack:
  @   assumes  slack >= 0;
  @   ensures  R_window: explicit: jiffies_after(\result, expires) <= slack;
  @
  @ behavior auto_slack:
  @   assumes  slack < 0 && 256 <= jiffies_after(expires, now) <= LONG_MAX;
  @   ensures  R_auto: auto: jiffies_after(\result, expires) <= jiffies_after(expires, now) / 256;
  @
  @ behavior auto_no_slack:
  @   assumes  slack < 0 && !(256 <= jiffies_after(expires, now) <= LONG_MAX);
  @   ensures  R_auto: auto_on_time: \result == expires;
  @
  @ complete behaviors;
  @ disjoint behaviors;
  */
static __always_inline unsigned long apply_slack(unsigned long expires, int slack,
						 unsigned long now)
{
	unsigned long limit, mask, bit;

	if (slack >= 0) {
		limit = expires + slack;
	} else {
		unsigned long delta = expires - now;

		/* (long)delta < 256: expired or due soon, no automatic slack */
		if (delta < 256 || delta > LONG_MAX)
			return expires;
		limit = expires + delta / 256;
	}
	mask = expires ^ limit;
	if (mask == 0)
		return expires;
	bit = __fls(mask);
	/*@ ghost slack_round(expires, limit, bit); */
	/*@ assert R_optimal: others:
	  @   \forall integer x;
	  @     in_open_window(x, expires, effective_slack(expires, slack, now)) &&
	  @     x != ((limit >> bit) << bit) ==> x % p2(bit) != 0;
	  @*/
	/*@ ghost fewer_zeros((limit >> bit) << bit, bit); */
	return (limit >> bit) << bit;
}

#endif /* APPLY_SLACK_H */

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * wheel_fire() - the jiffy at which the 6.1 timer wheel fires a timer.
 *
 * Written from the wheel's semantics (src/wheel_logic.h, spec/wheel.md),
 * not from kernel/time/timer.c, for LVL_DEPTH 9 (HZ > 100).  The KUnit
 * suite compares it with the bucket expiry that the kernel's own
 * calc_wheel_index() records.  The text from the first ACSL contract down
 * to the closing brace of wheel_fire() is copied byte for byte into
 * kernel/time/timer.c by kernel-patch/regenerate.
 */
#ifndef WHEEL_FIRE_H
#define WHEEL_FIRE_H

#include "slack_compat.h"
#include "wheel_logic.h"

/*@
  @ assigns  \nothing;
  @ ensures  W_model: gran: \result == wheel_gran(delta);
  @*/
static inline unsigned long wheel_granularity(unsigned long delta)
{
	/* level n takes distances below 63 * 8^n; its granularity is 8^n */
	if (delta < 63)
		return 1;
	if (delta < 504)
		return 8;
	if (delta < 4032)
		return 64;
	if (delta < 32256)
		return 512;
	if (delta < 258048)
		return 4096;
	if (delta < 2064384)
		return 32768;
	if (delta < 16515072)
		return 262144;
	if (delta < 132120576)
		return 2097152;
	return 16777216;
}

/*@
  @ assigns  \nothing;
  @ ensures  W_model: fire: \result == wheel_fire(expires, clk);
  @*/
static inline unsigned long wheel_fire(unsigned long expires,
				       unsigned long clk)
{
	unsigned long delta = expires - clk;
	unsigned long gran;

	/*@ assert W_model: after: delta == jiffies_after(expires, clk); */
	/* (long)delta < 0: already expired, run at the next tick */
	if (delta > LONG_MAX)
		return clk;
	/* beyond the wheel's capacity: cut to what the last level holds */
	if (delta >= 1056964608) {
		expires = clk + 1040187392;
		delta = 1040187392;
	}
	/*@ assert W_model: cut: expires == (jiffies_after(\at(expires, Pre), clk) >= WHEEL_CUTOFF ?
			jiffy(clk + WHEEL_CAP) : \at(expires, Pre)); */
	gran = wheel_granularity(delta);
	/*@ assert W_model: gran: 1 <= gran <= 16777216 &&
			0 <= expires / gran * gran <= expires; */
	/* the first bucket boundary strictly after expires */
	return expires / gran * gran + gran;
}

#endif /* WHEEL_FIRE_H */

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * ACSL model of when the timer wheel of Linux 6.1 fires a timer, written
 * from the wheel's semantics (spec/wheel.md states them in words) for
 * LVL_DEPTH 9, the depth of every kernel built with HZ > 100.  Only
 * Frama-C reads this file; to a C compiler it is comments.
 *
 * A timer queued with expiry e while the wheel clock is clk goes to level n
 * when its distance d = e - clk (modulo 2^W, W = ULONG_BITS) is below LVL_START(n + 1) =
 * 63 * 8^n, and fires at the first multiple of the level's granularity
 * 8^n strictly after e.  A distance of 2^(W-1) or more means e is already in
 * the past: the timer fires at clk, the next tick the wheel processes.
 * A distance at or beyond the wheel's capacity (63 * 8^8 jiffies) is cut
 * to clk + 63 * 8^8 - 8^8 before it is rounded on the last level.
 */
#ifndef WHEEL_LOGIC_H
#define WHEEL_LOGIC_H

#include "slack_logic.h"

/*@
  @ // The first distance the wheel cannot hold (LVL_START(9), about 49 days
  @ // at HZ=250), and the distance such timers are cut to.
  @ logic integer WHEEL_CUTOFF = 1056964608;
  @ logic integer WHEEL_CAP    = 1040187392;
  @
  @ // The granularity of the level that takes a timer d jiffies ahead of
  @ // the wheel clock (d below 2^(W-1)): 8^n on level n.
  @ logic integer wheel_gran(integer d) =
  @   d < 63        ? 1 :
  @   d < 504       ? 8 :
  @   d < 4032      ? 64 :
  @   d < 32256     ? 512 :
  @   d < 258048    ? 4096 :
  @   d < 2064384   ? 32768 :
  @   d < 16515072  ? 262144 :
  @   d < 132120576 ? 2097152 :
  @                   16777216;
  @
  @ // An instant of the unbounded count of jiffies (0 <= x < 2^(W+1)) read
  @ // modulo 2^W, as the jiffies counter shows it.
  @ logic integer jiffy(integer x) = x < JIFFY_WRAP ? x : x - JIFFY_WRAP;
  @
  @ // The first multiple of g strictly after x.
  @ logic integer next_multiple(integer x, integer g) = x / g * g + g;
  @
  @ // The jiffy at which the wheel fires a timer queued with expiry e while
  @ // its clock is clk (e and clk are unsigned long values).
  @ logic integer wheel_fire(integer e, integer clk) =
  @   jiffies_after(e, clk) > LONG_MAX ? clk :
  @   jiffies_after(e, clk) >= WHEEL_CUTOFF ?
  @     jiffy(next_multiple(jiffy(clk + WHEEL_CAP), 16777216)) :
  @     jiffy(next_multiple(e, wheel_gran(jiffies_after(e, clk))));
  @
  @ // The second expiry slack_queue_expiry() tries when a - 1 does not fire
  @ // at a: the last expiry of the level below that of a - 1, or the last
  @ // expiry the wheel holds when a - 1 is beyond its capacity.
  @ logic integer level_end_below(integer a, integer clk) =
  @   \let d = jiffies_after(jiffy(a + JIFFY_WRAP - 1), clk);
  @   d >= WHEEL_CUTOFF ? jiffy(clk + WHEEL_CUTOFF - 1) :
  @   wheel_gran(d) == 1 ? jiffy(clk + JIFFY_WRAP - 1) :
  @   jiffy(clk + 63 * (wheel_gran(d) / 8) - 1);
  @
  @ // How many jiffies after the wheel clock that is.
  @ logic integer fire_delay(integer e, integer clk) =
  @   jiffies_after(wheel_fire(e, clk), clk);
  @
  @ // Where the instant x lies relative to clk, as the kernel's time_after()
  @ // sees it: -2^(W-1) .. 2^(W-1) - 1 jiffies, negative for the past.
  @ logic integer signed_after(integer x, integer clk) =
  @   jiffies_after(x, clk) <= LONG_MAX ? jiffies_after(x, clk) :
  @   jiffies_after(x, clk) - JIFFY_WRAP;
  @*/

#endif /* WHEEL_LOGIC_H */

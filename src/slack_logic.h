/* SPDX-License-Identifier: GPL-2.0 */
/*
 * ACSL vocabulary of the contracts of __fls() and apply_slack().  Only
 * Frama-C reads this file; to a C compiler it is comments.
 *
 * Jiffies are unsigned long, whose arithmetic wraps modulo 2^ULONG_BITS
 * (JIFFY_WRAP below).  The logic works on mathematical integers, so every
 * wrap is written out as an explicit case.
 *
 * One library for both word sizes: the width comes from the machine
 * Frama-C is told to model (-machdep x86_64: 64 bits, x86_32: 32 bits),
 * through sizeof and <limits.h>, never from a number written here.
 */
#ifndef SLACK_LOGIC_H
#define SLACK_LOGIC_H

#include <limits.h>

/*@
  @ // The width of unsigned long (and of jiffies) in bits: 64 or 32.
  @ logic integer ULONG_BITS = 8 * sizeof(unsigned long);
  @
  @ // 2^ULONG_BITS: one full turn of the jiffies counter.
  @ logic integer JIFFY_WRAP = ULONG_MAX + 1;
  @
  @ // 2^(ULONG_BITS - 1): half a turn.  A distance of at least this much
  @ // is negative as a long, that is in the past.
  @ logic integer HALF_WRAP = LONG_MAX + 1;
  @
  @ // 2^k for k >= 0, written as a recursion that the SMT solvers unfold.
  @ logic integer p2(integer k) = k <= 0 ? 1 : 2 * p2(k - 1);
  @
  @ // b is the index of the highest set bit of m: 2^b <= m < 2^(b+1).
  @ predicate top_bit(integer b, integer m) =
  @   0 <= b <= ULONG_BITS - 1 && p2(b) <= m < p2(b + 1);
  @
  @ // b is the highest bit in which x and y differ.  A predicate of its own
  @ // (not top_bit(b, x ^ y) written out) keeps x and y in the order given:
  @ // WP reorders the operands of ^ by its own term order, and the solvers
  @ // do not know that ^ commutes, so two spellings of one mask may never
  @ // meet.  The contract and slack_round() both write (limit, expires).
  @ // In an axiomatic block so that WP hands it only to goals that use it.
  @ axiomatic TopDiffer {
  @   predicate top_differ(integer b, integer x, integer y) = top_bit(b, x ^ y);
  @ }
  @
  @ // How far the instant a lies after the instant b, in jiffies: the C
  @ // expression (a - b) for unsigned long a and b.
  @ logic integer jiffies_after(integer a, integer b) =
  @   a >= b ? a - b : a - b + JIFFY_WRAP;
  @
  @ // The slack a timer gets (R-auto).  Explicit when slack >= 0; otherwise
  @ // 0.4 % of the delay, but none for a timer that is expired or due within
  @ // 256 jiffies, that is when (long)(expires - now) < 256.
  @ logic integer effective_slack(integer expires, integer slack, integer now) =
  @   slack >= 0 ? slack :
  @   256 <= jiffies_after(expires, now) <= LONG_MAX ?
  @     jiffies_after(expires, now) / 256 : 0;
  @
  @ // The last instant of the window, expires + s, wrapped like jiffies.
  @ logic integer slack_limit(integer expires, integer s) =
  @   expires + s < JIFFY_WRAP ? expires + s : expires + s - JIFFY_WRAP;
  @
  @ // x lies in the closed window [expires, expires + s], wrap included.
  @ predicate in_window(integer x, integer expires, integer s) =
  @   0 <= x < JIFFY_WRAP && jiffies_after(x, expires) <= s;
  @
  @ // x lies in the half-open window (expires, expires + s].
  @ predicate in_open_window(integer x, integer expires, integer s) =
  @   in_window(x, expires, s) && x != expires;
  @*/

#endif /* SLACK_LOGIC_H */

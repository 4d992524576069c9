/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Lemmas for W-requeue (proofs/wp/wp_requeue.c): where the bucket that
 * calc_wheel_index() picks lies, and that two buckets of one level less
 * than a turn apart are told apart by their slots.  Every one is proved by
 * WP in the run requeue-lemmas of proofs/runs; none is an axiom.  Only
 * Frama-C reads this file.
 */
#ifndef WHEEL_REQUEUE_H
#define WHEEL_REQUEUE_H

#include "wheel_index.h"

/* Two buckets of level n (granularity g) with one slot, both less than a
 * turn (64 g) after an instant c, are one bucket. */
#define SLOT_APART(n, g) \
	lemma slot_apart_##n: \forall integer a, b, c; \
	  0 <= a < JIFFY_WRAP && 0 <= b < JIFFY_WRAP && 0 <= c < JIFFY_WRAP && \
	  a % g == 0 && b % g == 0 && \
	  lvl_slot(a, n) == lvl_slot(b, n) && \
	  jiffies_after(a, c) < 64 * g && jiffies_after(b, c) < 64 * g ==> \
	  a == b;

/* The bucket of a timer lo <= d < hi jiffies ahead, on level n. */
#define BUCKET_AHEAD(n, lo, hi, g) \
	lemma bucket_ahead_##n: \forall integer e, clk; \
	  0 <= e < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP && \
	  lo <= jiffies_after(e, clk) < hi && jiffies_after(e, clk) <= LONG_MAX ==> \
	  \let f = wheel_fire(e, clk); \
	  0 <= f < JIFFY_WRAP && f % g == 0 && jiffies_after(f, clk) < 64 * g;

/*@
  @ // Per level (BUCKET_AHEAD above), the last one with the timers beyond
  @ // the capacity; an expired timer's bucket is the clock itself.
  @ BUCKET_AHEAD(0, 0, 63, 1)
  @ BUCKET_AHEAD(1, 63, 504, 8)
  @ BUCKET_AHEAD(2, 504, 4032, 64)
  @ BUCKET_AHEAD(3, 4032, 32256, 512)
  @ BUCKET_AHEAD(4, 32256, 258048, 4096)
  @ BUCKET_AHEAD(5, 258048, 2064384, 32768)
  @ BUCKET_AHEAD(6, 2064384, 16515072, 262144)
  @ BUCKET_AHEAD(7, 16515072, 132120576, 2097152)
  @ BUCKET_AHEAD(8, 132120576, WHEEL_CUTOFF, 16777216)
  @ lemma bucket_ahead_cut: \forall integer e, clk;
  @   0 <= e < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @   WHEEL_CUTOFF <= jiffies_after(e, clk) <= LONG_MAX ==>
  @   \let f = wheel_fire(e, clk);
  @   \let m = jiffy(clk + WHEEL_CAP);
  @   f == jiffy(next_multiple(m, 16777216)) &&
  @   0 <= m < JIFFY_WRAP && jiffies_after(m, clk) == WHEEL_CAP &&
  @   0 <= f < JIFFY_WRAP && f % 16777216 == 0 &&
  @   jiffies_after(f, clk) <= WHEEL_CUTOFF;
  @
  @ // The bucket calc_wheel_index() records: a multiple of its level's
  @ // granularity, less than one turn of that level after the clock.
  @ lemma bucket_ahead: \forall integer e, clk;
  @   0 <= e < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP ==>
  @   \let n = wheel_level(e, clk);
  @   \let f = wheel_fire(e, clk);
  @   0 <= f < JIFFY_WRAP && f % lvl_gran(n) == 0 &&
  @   jiffies_after(f, clk) < 64 * lvl_gran(n);
  @
  @ SLOT_APART(0, 1)
  @ SLOT_APART(1, 8)
  @ SLOT_APART(2, 64)
  @ SLOT_APART(3, 512)
  @ SLOT_APART(4, 4096)
  @ SLOT_APART(5, 32768)
  @ SLOT_APART(6, 262144)
  @ SLOT_APART(7, 2097152)
  @ SLOT_APART(8, 16777216)
  @
  @ // The same on any level: a range split on n (a Wp.range script in
  @ // proofs/hints/), each case by its level's lemma.
  @ lemma slot_apart: \forall integer a, b, c, n;
  @   0 <= n <= 8 &&
  @   0 <= a < JIFFY_WRAP && 0 <= b < JIFFY_WRAP && 0 <= c < JIFFY_WRAP &&
  @   a % lvl_gran(n) == 0 && b % lvl_gran(n) == 0 &&
  @   lvl_slot(a, n) == lvl_slot(b, n) &&
  @   jiffies_after(a, c) < 64 * lvl_gran(n) &&
  @   jiffies_after(b, c) < 64 * lvl_gran(n) ==>
  @   a == b;
  @
  @ // ---- on the expiry list: the race fix (kernel-patch/race-fix/) --------
  @ // Below the last level: the bucket p of a timer's expiry is its bucket b
  @ // or before it (by at most half the wrap), b is 1 to 2^24 jiffies before
  @ // the clock, and a new bucket f is less than a turn of level 7 (2^27)
  @ // after the clock: p is not f.
  @ lemma expired_apart: \forall integer p, b, clk, f;
  @   0 <= p < JIFFY_WRAP && 0 <= b < JIFFY_WRAP &&
  @   0 <= clk < JIFFY_WRAP && 0 <= f < JIFFY_WRAP &&
  @   jiffies_after(b, p) <= LONG_MAX &&
  @   1 <= jiffies_after(clk, b) <= 16777216 &&
  @   jiffies_after(f, clk) < 134217728 ==>
  @   p != f;
  @
  @ // The bucket one turn after a bucket b of the last level: the same slot.
  @ lemma turn_8: \forall integer b;
  @   0 <= b < JIFFY_WRAP && b % 16777216 == 0 ==>
  @   \let t = jiffy(b + 1073741824);
  @   0 <= t < JIFFY_WRAP && t % 16777216 == 0 &&
  @   lvl_slot(t, 8) == lvl_slot(b, 8);
  @
  @ // A bucket f of the last level with the slot of b, which is 1 to 2^24
  @ // jiffies before the clock, and less than a turn after the clock: the
  @ // next turn of b (by turn_8 and slot_apart_8).
  @ lemma capped_turn: \forall integer b, clk, f;
  @   0 <= b < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP && 0 <= f < JIFFY_WRAP &&
  @   b % 16777216 == 0 && f % 16777216 == 0 &&
  @   lvl_slot(f, 8) == lvl_slot(b, 8) &&
  @   1 <= jiffies_after(clk, b) <= 16777216 &&
  @   jiffies_after(f, clk) < 64 * 16777216 ==>
  @   f == jiffy(b + 1073741824);
  @
  @ // An expiry whose last-level bucket is that next turn lies in the
  @ // granule before it.
  @ lemma capped_granule: \forall integer e, b;
  @   0 <= e < JIFFY_WRAP && 0 <= b < JIFFY_WRAP && b % 16777216 == 0 &&
  @   lvl_bucket(e, 8) == jiffy(b + 1073741824) ==>
  @   jiffies_after(e, jiffy(b + 1056964608)) < 16777216;
  @
  @ // So it is not before clk + WHEEL_TIMEOUT_MAX: the last level's guard
  @ // of timer_in_bucket() refuses it.
  @ lemma capped_guard: \forall integer e, b, clk;
  @   0 <= e < JIFFY_WRAP && 0 <= b < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @   jiffies_after(e, jiffy(b + 1056964608)) < 16777216 &&
  @   1 <= jiffies_after(clk, b) <= 16777216 ==>
  @   jiffies_after(e, jiffy(clk + WHEEL_CAP)) <= LONG_MAX;
  @*/

#endif /* WHEEL_REQUEUE_H */

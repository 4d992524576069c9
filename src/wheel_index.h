/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The vocabulary and the lemmas of W-index: the contract that the wheel's
 * own calc_index() and calc_wheel_index(), taken from kernel/time/timer.c
 * at proof time (tools/extract-wheel-index), queue a timer at
 * wheel_fire() (src/wheel_logic.h).  Only Frama-C reads this file.
 *
 * The kernel's text cannot carry ghost calls (it is proved byte for byte),
 * so these lemmas are stated with the very terms WP makes of it: >>, <<,
 * & and the casts, each a WP 25 integer function the solvers barely know.
 * Every one is proved by WP in the run wheel-index-lemmas of proofs/runs,
 * from WP's own axioms, the lemma library of src/slack_lemmas.h and the
 * trusted base of src/slack_trusted.h; none is an axiom.
 */
#ifndef WHEEL_INDEX_H
#define WHEEL_INDEX_H

#include "wheel_logic.h"
#include "slack_lemmas.h"

/*@
  @ // ---- casts: C11 6.3.1.3, modulo 2^W as GCC defines it -------------------
  @ // WP knows (long)x only for x in range.  Through the trusted ulong_wrap,
  @ // an unsigned long x above LONG_MAX is the unsigned long of x - 2^W,
  @ // and WP's own proj_int64 (proj_int32 at 32 bits) says that casting
  @ // that to long casts x - 2^W, which is in range.
  @ lemma long_wrap_high: \forall integer x;
  @   LONG_MAX < x < JIFFY_WRAP ==>
  @   (unsigned long)(x - JIFFY_WRAP) == x &&
  @   (long)x == (long)(unsigned long)(x - JIFFY_WRAP);
  @ // The same below -2^(W-1): x is the unsigned long x + 2^W.
  @ lemma long_wrap_low: \forall integer x;
  @   -JIFFY_WRAP < x < -HALF_WRAP ==>
  @   (unsigned long)x == x + JIFFY_WRAP &&
  @   (long)x == (long)(x + JIFFY_WRAP);
  @ // The kernel's (long)(expires - clk) < 0: expires is before clk.  WP
  @ // writes the cast of the unsigned difference as the cast of the
  @ // integer difference, which is what this lemma is about.
  @ lemma long_after: \forall integer e, clk;
  @   0 <= e < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP ==>
  @   ((long)(e - clk) < 0 <==> jiffies_after(e, clk) > LONG_MAX);
  @
  @ // ---- the slot within a level: x & LVL_MASK --------------------------------
  @ // The lower bound as xor_range of src/slack_lemmas.h: WP types C's &,
  @ // and the cast makes the solvers use it (with a constant operand Qed
  @ // drops the cast: so over any y).  The upper bound is Qed's own, which
  @ // it keeps to itself: stated for a mask m equal to 63, so that the
  @ // solvers get it as written.
  @ lemma and_range: \forall integer x, y;
  @   0 <= x < JIFFY_WRAP && 0 <= y < JIFFY_WRAP ==>
  @   (unsigned long)(x & y) == (x & y) && 0 <= (x & y) < JIFFY_WRAP;
  @ lemma mask_le: \forall integer x, m;
  @   0 <= x < JIFFY_WRAP && m == 63 ==> (x & m) <= m;
  @ // And its value, the low 6 bits: by WP's tactic Wp.modmask (a script in
  @ // proofs/hints/), which rewrites a mask 2^k - 1 into a modulo.
  @ lemma mask_mod: \forall integer x;
  @   0 <= x ==> (x & 63) == x % 64;
  @*/

/* The lemmas of one level n: shift k = 3n, granularity g = 8^n. */
#define INDEX_LEVEL(n, k, g) \
	lemma shr_level_##n: \forall integer x; \
	  0 <= x < JIFFY_WRAP ==> (x >> k) == x / g; \
	lemma shl_level_##n: \forall integer u; \
	  shl_is_mul(u, k) && (u << k) == u * g; \
	lemma bucket_level_##n: \forall integer e; \
	  0 <= e < JIFFY_WRAP ==> lvl_gran(n) == g && \
	  (unsigned long)(((unsigned long)((e >> k) + 1)) << k) == \
	    lvl_bucket(e, n);

/* The slot of level n's bucket (SLOT_LEVEL below). */
#define SLOT_LEVEL(n, k, g) \
	lemma slot_level_##n: \forall integer e; \
	  0 <= e < JIFFY_WRAP ==> \
	  turn_slot((unsigned long)((e >> k) + 1)) == \
	    lvl_slot(lvl_bucket(e, n), n);

/*@
  @ // In an axiomatic block: WP hands these lemmas only to the goals that
  @ // use its symbols, the contract of calc_index() and its callers.
  @ axiomatic WheelIndex {
  @   // The granularity of level n: 8^n.
  @   logic integer lvl_gran(integer n) = p2(3 * n);
  @
  @   // The bucket expiry of a timer with expiry e on level n: the first
  @   // multiple of 8^n strictly after e, modulo 2^W.
  @   logic integer lvl_bucket(integer e, integer n) =
  @     jiffy(next_multiple(e, lvl_gran(n)));
  @
  @   // Its values, read off p2_table.
  @   lemma gran_table:
  @     lvl_gran(0) == 1 && lvl_gran(1) == 8 && lvl_gran(2) == 64 &&
  @     lvl_gran(3) == 512 && lvl_gran(4) == 4096 && lvl_gran(5) == 32768 &&
  @     lvl_gran(6) == 262144 && lvl_gran(7) == 2097152 &&
  @     lvl_gran(8) == 16777216;
  @
  @   // ---- shifts by 3n, n a level -----------------------------------------
  @   // Each level on its own (INDEX_LEVEL above): x >> 3n is x / 8^n,
  @   // u << 3n is u * 8^n, so calc_index()'s bucket is lvl_bucket(e, n).
  @   // With the shift a constant, each step is linear arithmetic.
  @   INDEX_LEVEL(0, 0, 1)
  @   INDEX_LEVEL(1, 3, 8)
  @   INDEX_LEVEL(2, 6, 64)
  @   INDEX_LEVEL(3, 9, 512)
  @   INDEX_LEVEL(4, 12, 4096)
  @   INDEX_LEVEL(5, 15, 32768)
  @   INDEX_LEVEL(6, 18, 262144)
  @   INDEX_LEVEL(7, 21, 2097152)
  @   INDEX_LEVEL(8, 24, 16777216)
  @
  @   // The bucket calc_index() computes on any level: ((e >> 3n) + 1) << 3n,
  @   // each step an unsigned long.  Proved by a range split on n (a
  @   // Wp.range script in proofs/hints/), each case by its level's lemma.
  @   lemma index_bucket: \forall integer e, n;
  @     0 <= e < JIFFY_WRAP && 0 <= n <= 8 ==>
  @     (unsigned long)(((unsigned long)((e >> (3 * n)) + 1)) << (3 * n)) ==
  @       lvl_bucket(e, n);
  @ }
  @
  @ // The slot that names a bucket: the slots of level n name its buckets
  @ // in turn, one granule each.  A block of its own: only the clause
  @ // W_index: names uses it (with these lemmas in view, the solvers took
  @ // 50 times longer on the bucket clause).
  @ axiomatic WheelSlot {
  @   // The slot of the q-th granule of a level.
  @   logic integer turn_slot(integer q) = q % 64;
  @   logic integer lvl_slot(integer b, integer n) = turn_slot(b / lvl_gran(n));
  @
  @   // calc_index()'s slot (the quotient plus one, modulo 64) names its
  @   // bucket, on each level (SLOT_LEVEL above).
  @   SLOT_LEVEL(0, 0, 1)
  @   SLOT_LEVEL(1, 3, 8)
  @   SLOT_LEVEL(2, 6, 64)
  @   SLOT_LEVEL(3, 9, 512)
  @   SLOT_LEVEL(4, 12, 4096)
  @   SLOT_LEVEL(5, 15, 32768)
  @   SLOT_LEVEL(6, 18, 262144)
  @   SLOT_LEVEL(7, 21, 2097152)
  @   SLOT_LEVEL(8, 24, 16777216)
  @ }
  @
  @ // The level calc_wheel_index() puts a timer on: that of wheel_gran() for
  @ // a timer ahead of the clock, the last for one beyond the capacity, level
  @ // 0 for an expired one (the kernel's idx = clk & LVL_MASK).
  @ logic integer wheel_level(integer e, integer clk) =
  @   \let d = jiffies_after(e, clk);
  @   d > LONG_MAX  ? 0 :
  @   d < 63        ? 0 :
  @   d < 504       ? 1 :
  @   d < 4032      ? 2 :
  @   d < 32256     ? 3 :
  @   d < 258048    ? 4 :
  @   d < 2064384   ? 5 :
  @   d < 16515072  ? 6 :
  @   d < 132120576 ? 7 :
  @                   8;
  @
  @*/

/*@
  @ // Where a level starts, for slack_queue_expiry(): LVL_START(n) is
  @ // 63 << 3(n - 1), the first distance of level n, so clk + LVL_START(n)
  @ // - 1 is the last expiry of level n - 1.  A block of its own: only the
  @ // step's goals use it.
  @ axiomatic LevelEnd {
  @   // LVL_START(n): the first distance of level n, 63 * 8^(n - 1).  Its
  @   // lemmas go only to the goals that name it (the step's and the
  @   // ghost function's below), not to the later lemma libraries.
  @   logic integer lvl_start(integer n) = 63 * lvl_gran(n - 1);
  @
  @   // The kernel's shift, as WP writes LVL_START(n) for an unsigned n.
  @   lemma level_start: \forall integer n;
  @     1 <= n <= 8 ==>
  @     (63 << (unsigned int)(3 * (unsigned int)(n - 1))) == lvl_start(n);
  @
  @   // a - 1 on a level that does not fire it at a, below the capacity:
  @   // not level 0, and the last expiry of the level below is
  @   // level_end_below(a, clk), the expiry the step tries next.
  @   lemma level_end_start: \forall integer a, clk;
  @     0 <= a < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP ==>
  @     \let x = jiffy(a + JIFFY_WRAP - 1);
  @     \let n = wheel_level(x, clk);
  @     jiffies_after(x, clk) < WHEEL_CUTOFF && wheel_fire(x, clk) != a ==>
  @     1 <= n <= 8 &&
  @     level_end_below(a, clk) == jiffy(clk + lvl_start(n) - 1);
  @
  @   // For E-queued: k jiffies before a, as an unsigned long.
  @   lemma ulong_back: \forall integer a, k;
  @     0 <= a < JIFFY_WRAP && 0 <= k < JIFFY_WRAP ==>
  @     (unsigned long)(a - k) == jiffy(a + JIFFY_WRAP - k);
  @
  @   // For E-queued: the level calc_wheel_index() reports for an expiry
  @   // q ahead of the clock, below the cut-off, has q's granularity, and
  @   // starts at 63 times the granularity of the level below ...
  @   lemma level_gran: \forall integer q, clk;
  @     0 <= q < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     jiffies_after(q, clk) < WHEEL_CUTOFF ==>
  @     \let n = wheel_level(q, clk);
  @     \let g = wheel_gran(jiffies_after(q, clk));
  @     0 <= n <= 8 && lvl_gran(n) == g && (n == 0 <==> g == 1);
  @   lemma level_below: \forall integer q, clk;
  @     0 <= q < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     jiffies_after(q, clk) < WHEEL_CUTOFF && 1 <= wheel_level(q, clk) ==>
  @     \let n = wheel_level(q, clk);
  @     \let g = wheel_gran(jiffies_after(q, clk));
  @     lvl_gran(n - 1) == g / 8 && lvl_start(n) == 63 * (g / 8);
  @   // ... and two such expiries of one granularity are on one level.
  @   lemma level_of_gran: \forall integer x, y, clk;
  @     0 <= x < JIFFY_WRAP && 0 <= y < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     jiffies_after(x, clk) < WHEEL_CUTOFF &&
  @     jiffies_after(y, clk) < WHEEL_CUTOFF &&
  @     wheel_gran(jiffies_after(x, clk)) == wheel_gran(jiffies_after(y, clk)) ==>
  @     wheel_level(x, clk) == wheel_level(y, clk);
  @ }
  @*/

/* An expiry on level n (lo <= d < hi jiffies ahead, granularity g) fires
 * on a multiple of g. */
#define GRID_AT(n, lo, hi, g) \
	lemma grid_at_##n: \forall integer q, clk; \
	  0 <= q < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP && \
	  lo <= jiffies_after(q, clk) < hi && jiffies_after(q, clk) <= LONG_MAX ==> \
	  wheel_fire(q, clk) % g == 0;

/* So does one on level n or above (lo <= d, d at most LONG_MAX): on level
 * n, or on level n + 1 or above (from hi on) and so on a multiple of 8g. */
#define GRID_FROM(n, lo, hi, g, m) \
	lemma grid_from_##n: \forall integer q, clk; \
	  0 <= q < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP && \
	  lo <= jiffies_after(q, clk) <= LONG_MAX ==> \
	  wheel_fire(q, clk) % g == 0;

/* A request e on level n (distances lo <= d < hi, granularity g): no
 * expiry of its window fires at an instant a ahead of the clock that is
 * not a multiple of g. */
#define GRID_MISS(n, lo, hi, g) \
	lemma grid_miss_##n: \forall integer e, s, a, clk; \
	  0 <= e < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP && 0 <= s <= LONG_MAX && \
	  lo <= jiffies_after(e, clk) < hi && jiffies_after(e, clk) <= LONG_MAX && \
	  1 <= jiffies_after(a, clk) && a % g != 0 ==> \
	  grid_miss(e, s, a, clk);

/*@
  @ // For the step's shortcut: an expiry ahead of the clock fires on a
  @ // multiple of its level's granularity, and a later one sits on the same
  @ // level or a coarser one, whose granularity is a multiple of it.  So
  @ // when an instant a ahead of the clock is not a multiple of the
  @ // granularity of the request's level, no expiry of the window fires at
  @ // a.  A block of its own, behind grid_miss(): only the ghost function
  @ // coarse_miss() of src/slack_queue.h uses it.
  @ axiomatic LevelGrid {
  @   // No expiry of the window [e, e + s] fires at a.
  @   predicate grid_miss(integer e, integer s, integer a, integer clk) =
  @     \forall integer q; in_window(q, e, s) ==> wheel_fire(q, clk) != a;
  @
  @   // A window shorter than half a turn does not wrap past the clock.
  @   lemma grid_window: \forall integer q, e, s, clk;
  @     0 <= e < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP && 0 <= s <= LONG_MAX &&
  @     in_window(q, e, s) && jiffies_after(e, clk) <= LONG_MAX &&
  @     jiffies_after(q, clk) <= LONG_MAX ==>
  @     jiffies_after(e, clk) <= jiffies_after(q, clk);
  @
  @   GRID_AT(1, 63, 504, 8)
  @   GRID_AT(2, 504, 4032, 64)
  @   GRID_AT(3, 4032, 32256, 512)
  @   GRID_AT(4, 32256, 258048, 4096)
  @   GRID_AT(5, 258048, 2064384, 32768)
  @   GRID_AT(6, 2064384, 16515072, 262144)
  @   GRID_AT(7, 16515072, 132120576, 2097152)
  @   GRID_AT(8, 132120576, WHEEL_CUTOFF, 16777216)
  @   lemma grid_at_cut: \forall integer q, clk;
  @     0 <= q < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     WHEEL_CUTOFF <= jiffies_after(q, clk) <= LONG_MAX ==>
  @     wheel_fire(q, clk) % 16777216 == 0;
  @
  @   // From the last level down, each from the one above.
  @   lemma grid_from_8: \forall integer q, clk;
  @     0 <= q < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     132120576 <= jiffies_after(q, clk) <= LONG_MAX ==>
  @     wheel_fire(q, clk) % 16777216 == 0;
  @   GRID_FROM(7, 16515072, 132120576, 2097152, 8)
  @   GRID_FROM(6, 2064384, 16515072, 262144, 7)
  @   GRID_FROM(5, 258048, 2064384, 32768, 6)
  @   GRID_FROM(4, 32256, 258048, 4096, 5)
  @   GRID_FROM(3, 4032, 32256, 512, 4)
  @   GRID_FROM(2, 504, 4032, 64, 3)
  @   GRID_FROM(1, 63, 504, 8, 2)
  @
  @   GRID_MISS(1, 63, 504, 8)
  @   GRID_MISS(2, 504, 4032, 64)
  @   GRID_MISS(3, 4032, 32256, 512)
  @   GRID_MISS(4, 32256, 258048, 4096)
  @   GRID_MISS(5, 258048, 2064384, 32768)
  @   GRID_MISS(6, 2064384, 16515072, 262144)
  @   GRID_MISS(7, 16515072, 132120576, 2097152)
  @   GRID_MISS(8, 132120576, JIFFY_WRAP, 16777216)
  @ }
  @*/

/*
 * A ghost lemma function (see src/slack_rounding.h for why functions): the
 * step's call instantiates the two lemmas above with its own a - 1, clock
 * and level.
 */
/*@ ghost
  /@ requires a: a < JIFFY_WRAP && clk < JIFFY_WRAP;
     // the step's test queued - clk < WHEEL_TIMEOUT_CUTOFF, as WP writes it
     requires below: (unsigned long)(jiffy(a + JIFFY_WRAP - 1) - clk) < WHEEL_CUTOFF;
     requires not_at: wheel_fire(jiffy(a + JIFFY_WRAP - 1), clk) != a;
     requires level: lvl == wheel_level(jiffy(a + JIFFY_WRAP - 1), clk);
     assigns  \nothing;
     ensures  level: 1 <= lvl <= 8;
     ensures  shift: (unsigned int)(3 * (unsigned int)(lvl - 1)) <= 21;
     ensures  start: (63 << (unsigned int)(3 * (unsigned int)(lvl - 1))) ==
                       lvl_start(lvl);
     ensures  end: level_end_below(a, clk) == jiffy(clk + lvl_start(lvl) - 1);
     // the step's clk + LVL_START(lvl) - 1, as WP writes it
     ensures  value: (unsigned long)((unsigned long)(clk +
                       (unsigned long)(63 << (unsigned int)(3 * (unsigned int)(lvl - 1)))) - 1) ==
                     level_end_below(a, clk);
  @/
  static void level_end_at(unsigned long a, unsigned long clk, unsigned int lvl)
  {
	/@ assert below: jiffies_after(jiffy(a + JIFFY_WRAP - 1), clk) < WHEEL_CUTOFF; @/
	/@ assert level: 1 <= lvl <= 8; @/
	// one path per level: each shift is then a constant
	if (lvl == 1) {} else if (lvl == 2) {} else if (lvl == 3) {}
	else if (lvl == 4) {} else if (lvl == 5) {} else if (lvl == 6) {}
	else if (lvl == 7) {} else if (lvl == 8) {}
  }
*/

/*
 * The shifts of slack_bucket_start() on its level lvl, as WP writes them:
 * LVL_GRAN(lvl) is lvl_gran(lvl); and, called only for lvl >= 1 (so that
 * no goal ever holds the shift by 3 * (0 - 1), which Qed would compute),
 * LVL_GRAN(lvl - 1) and LVL_START(lvl) are lvl_gran(lvl - 1) and
 * lvl_start(lvl).
 */
/*@ ghost
  /@ requires level: lvl <= 8;
     assigns  \nothing;
     ensures  gran: (1 << (unsigned int)(3 * lvl)) == lvl_gran(lvl);
  @/
  static void level_gran_at(unsigned int lvl)
  {
	// one path per level: each shift is then a constant
	if (lvl == 0) {} else if (lvl == 1) {} else if (lvl == 2) {}
	else if (lvl == 3) {} else if (lvl == 4) {} else if (lvl == 5) {}
	else if (lvl == 6) {} else if (lvl == 7) {} else if (lvl == 8) {}
  }
*/
/*@ ghost
  /@ requires level: 1 <= lvl <= 8;
     assigns  \nothing;
     ensures  below:
                (1 << (unsigned int)(3 * (unsigned int)(lvl - 1))) == lvl_gran(lvl - 1);
     ensures  start:
                (63 << (unsigned int)(3 * (unsigned int)(lvl - 1))) == lvl_start(lvl);
  @/
  static void level_below_at(unsigned int lvl)
  {
	if (lvl == 1) {} else if (lvl == 2) {} else if (lvl == 3) {}
	else if (lvl == 4) {} else if (lvl == 5) {} else if (lvl == 6) {}
	else if (lvl == 7) {} else if (lvl == 8) {}
  }
*/

#endif /* WHEEL_INDEX_H */

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Lemmas about the wheel model (src/wheel_logic.h): rounding up to a
 * granularity on the jiffies circle, and the fact that makes E-aligned
 * exact: if any expiry of a window fires at a, one of the two expiries
 * slack_queue_expiry() tries fires at a too.  WP proves every one, in a run
 * of its own (proofs/wp/wp_wheel_lemmas.c) where no other lemma is in view;
 * none is an axiom.  Only Frama-C reads this file.
 *
 * They sit in an axiomatic block, so WP hands them only to goals that use
 * its symbols: the E-aligned clause, through wheel_reaches().
 */
#ifndef WHEEL_LEMMAS_H
#define WHEEL_LEMMAS_H

#include "wheel_logic.h"

/*@
  @ axiomatic WheelReach {
  @   // Some expiry of the window [e, e + s] fires at a.
  @   predicate wheel_reaches(integer e, integer s, integer a, integer clk) =
  @     \exists integer q; in_window(q, e, s) && wheel_fire(q, clk) == a;
  @
  @   // a - 1 fires at a, or the expiry level_end_below(a, clk) does and
  @   // lies in [e, a): the two expiries slack_queue_expiry() tries.
  @   predicate candidate_reaches(integer e, integer a, integer clk) =
  @     wheel_fire(jiffy(a + JIFFY_WRAP - 1), clk) == a ||
  @     (jiffies_after(level_end_below(a, clk), e) < jiffies_after(a, e) &&
  @      wheel_fire(level_end_below(a, clk), clk) == a);
  @
  @   // ---- the granularities: powers of 8 up to 8^8 -----------------------
  @   predicate wheel_gran_value(integer g) =
  @     g == 1 || g == 8 || g == 64 || g == 512 || g == 4096 ||
  @     g == 32768 || g == 262144 || g == 2097152 || g == 16777216;
  @   lemma gran_value: \forall integer d; wheel_gran_value(wheel_gran(d));
  @
  @   // Where the levels end: a distance below d + gran(d) is on d's level
  @   // or on the next one, which starts at 63 * gran(d).
  @   lemma gran_next: \forall integer d, d2;
  @     0 <= d <= d2 < d + wheel_gran(d) && d2 < WHEEL_CUTOFF ==>
  @     wheel_gran(d2) == wheel_gran(d) ||
  @     (wheel_gran(d2) == 8 * wheel_gran(d) &&
  @      d < 63 * wheel_gran(d) <= d2 &&
  @      wheel_gran(63 * wheel_gran(d) - 1) == wheel_gran(d));
  @   lemma gran_last: \forall integer d, d2;
  @     0 <= d < WHEEL_CUTOFF <= d2 < d + wheel_gran(d) ==>
  @     wheel_gran(d) == 16777216 && wheel_gran(WHEEL_CUTOFF - 1) == 16777216;
  @
  @   // ---- multiples on the jiffies circle ---------------------------------
  @   // Euclid, and a multiple of g plus g (in this order: with the facts
  @   // about 2^W below in view the solvers no longer find these).
  @   lemma round_down: \forall integer x, g;
  @     0 <= x && 1 <= g ==> x - g < x / g * g <= x && 0 <= x / g * g &&
  @     0 <= x / g;
  @   lemma mul_mod_gran: \forall integer k, g;
  @     1 <= g && 0 <= k ==> (k * g) % g == 0;
  @   lemma mul_succ: \forall integer u, g; u * g + g == (u + 1) * g;
  @   lemma round_multiple: \forall integer x, g;
  @     0 <= x && 1 <= g ==>
  @     \let u = x / g; (u + 1) * g % g == 0 && (u * g + g) % g == 0;
  @   lemma mod_shift: \forall integer y, g, k;
  @     1 <= g && 0 <= k && 0 <= y ==> (y + k * g) % g == y % g;
  @   lemma wrap_multiple: \forall integer g;
  @     wheel_gran_value(g) ==>
  @     JIFFY_WRAP == (JIFFY_WRAP / g) * g && 0 <= JIFFY_WRAP / g;
  @   lemma wrap_mod: \forall integer y, g;
  @     wheel_gran_value(g) && 0 <= y ==>
  @     \let k = JIFFY_WRAP / g;
  @     (y + k * g) % g == y % g && (y + JIFFY_WRAP) % g == y % g;
  @   // The next multiple of g after x (modulo 2^W) is a multiple of g,
  @   // 1 to g jiffies after x.
  @   lemma round_after: \forall integer x, g;
  @     0 <= x < JIFFY_WRAP && wheel_gran_value(g) ==>
  @     \let m = jiffy(next_multiple(x, g));
  @     0 <= m < JIFFY_WRAP && m % g == 0 &&
  @     1 <= jiffies_after(m, x) <= g;
  @
  @   // Every instant of the g jiffies before a multiple m of g rounds up
  @   // to m.
  @   lemma round_back: \forall integer m, g, k;
  @     0 <= m < JIFFY_WRAP && wheel_gran_value(g) &&
  @     m % g == 0 && 1 <= k <= g ==>
  @     jiffy(next_multiple(jiffy(m + JIFFY_WRAP - k), g)) == m;
  @
  @   // Distances along the jiffies circle add up below a full turn.
  @   lemma after_add: \forall integer x, y, z;
  @     0 <= x < JIFFY_WRAP && 0 <= y < JIFFY_WRAP && 0 <= z < JIFFY_WRAP &&
  @     jiffies_after(y, x) + jiffies_after(z, y) < JIFFY_WRAP ==>
  @     jiffies_after(z, x) == jiffies_after(y, x) + jiffies_after(z, y);
  @
  @   // Instants named by their distance from the clock.
  @   lemma after_jiffy: \forall integer clk, k;
  @     0 <= clk < JIFFY_WRAP && 0 <= k < JIFFY_WRAP ==>
  @     0 <= jiffy(clk + k) < JIFFY_WRAP &&
  @     jiffies_after(jiffy(clk + k), clk) == k;
  @   lemma after_back: \forall integer a, clk, k;
  @     0 <= a < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     1 <= k <= jiffies_after(a, clk) ==>
  @     0 <= jiffy(a + JIFFY_WRAP - k) < JIFFY_WRAP &&
  @     jiffies_after(jiffy(a + JIFFY_WRAP - k), clk) ==
  @       jiffies_after(a, clk) - k;
  @   lemma after_inj: \forall integer x, y, clk;
  @     0 <= x < JIFFY_WRAP && 0 <= y < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     jiffies_after(x, clk) == jiffies_after(y, clk) ==> x == y;
  @   lemma after_sub: \forall integer x, y, clk;
  @     0 <= x < JIFFY_WRAP && 0 <= y < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     jiffies_after(x, clk) <= jiffies_after(y, clk) ==>
  @     jiffies_after(y, x) == jiffies_after(y, clk) - jiffies_after(x, clk);
  @
  @   // ---- where the wheel fires -------------------------------------------
  @   // A timer on a level fires at a multiple of the level's granularity,
  @   // 1 to g jiffies after its expiry.
  @   lemma fire_near: \forall integer e, clk;
  @     0 <= e < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     jiffies_after(e, clk) < WHEEL_CUTOFF ==>
  @     \let g = wheel_gran(jiffies_after(e, clk));
  @     \let a = wheel_fire(e, clk);
  @     a == jiffy(next_multiple(e, g)) && 0 <= a < JIFFY_WRAP &&
  @     a % g == 0 && 1 <= jiffies_after(a, e) <= g &&
  @     jiffies_after(a, clk) == jiffies_after(e, clk) + jiffies_after(a, e);
  @
  @   // Timers beyond the capacity all fire at one multiple of 8^8, in the
  @   // last 8^8 jiffies before the cut-off.
  @   lemma fire_cut: \forall integer e, clk;
  @     0 <= e < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     WHEEL_CUTOFF <= jiffies_after(e, clk) <= LONG_MAX ==>
  @     \let a = wheel_fire(e, clk);
  @     0 <= a < JIFFY_WRAP && a % 16777216 == 0 &&
  @     WHEEL_CAP < jiffies_after(a, clk) <= WHEEL_CUTOFF;
  @
  @   // ---- every instant the wheel fires at, one of the candidates reaches
  @   // An expired timer fires at clk, and so does clk - 1.
  @   lemma reach_expired: \forall integer q, clk;
  @     0 <= q < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     jiffies_after(q, clk) > LONG_MAX ==>
  @     \let a = wheel_fire(q, clk);
  @     wheel_fire(jiffy(a + JIFFY_WRAP - 1), clk) == a;
  @
  @   // The cut-off instant is reached from the jiffy before it, on level 8.
  @   lemma reach_cut: \forall integer q, clk;
  @     0 <= q < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     WHEEL_CUTOFF <= jiffies_after(q, clk) <= LONG_MAX ==>
  @     \let a = wheel_fire(q, clk);
  @     wheel_fire(jiffy(a + JIFFY_WRAP - 1), clk) == a;
  @
  @   // A timer on a level, and a - 1 on the same level: a - 1 fires at a.
  @   lemma reach_same: \forall integer q, clk;
  @     0 <= q < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     jiffies_after(q, clk) < WHEEL_CUTOFF ==>
  @     \let a = wheel_fire(q, clk);
  @     \let g = wheel_gran(jiffies_after(q, clk));
  @     \let q1 = jiffy(a + JIFFY_WRAP - 1);
  @     jiffies_after(q1, clk) < WHEEL_CUTOFF &&
  @     wheel_gran(jiffies_after(q1, clk)) == g ==>
  @     wheel_fire(q1, clk) == a;
  @
  @   // The instant at distance d from clk, when d lies in the g jiffies
  @   // before a multiple a of g, fires at a if d is on a level of
  @   // granularity g.
  @   lemma reach_at: \forall integer a, clk, g, d;
  @     0 <= a < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP && wheel_gran_value(g) &&
  @     a % g == 0 && jiffies_after(a, clk) - g <= d < jiffies_after(a, clk) &&
  @     0 <= d < WHEEL_CUTOFF && wheel_gran(d) == g ==>
  @     \let l = jiffy(clk + d);
  @     l == jiffy(a + JIFFY_WRAP - (jiffies_after(a, clk) - d)) &&
  @     wheel_fire(l, clk) == a;
  @
  @   // a - 1 on the next level: where the levels lie.
  @   lemma reach_next_level: \forall integer q, clk;
  @     0 <= q < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     jiffies_after(q, clk) < WHEEL_CUTOFF ==>
  @     \let a = wheel_fire(q, clk);
  @     \let g = wheel_gran(jiffies_after(q, clk));
  @     \let q1 = jiffy(a + JIFFY_WRAP - 1);
  @     jiffies_after(q1, clk) < WHEEL_CUTOFF &&
  @     wheel_gran(jiffies_after(q1, clk)) != g ==>
  @     wheel_gran(jiffies_after(q1, clk)) == 8 * g &&
  @     jiffies_after(q, clk) <= 63 * g - 1 < jiffies_after(a, clk) &&
  @     jiffies_after(a, clk) - g <= 63 * g - 1 &&
  @     wheel_gran(63 * g - 1) == g && 63 * g - 1 < WHEEL_CUTOFF;
  @
  @   // ... so the level end below a - 1 is the last expiry of q's level ...
  @   lemma level_end_next: \forall integer a, clk, g;
  @     0 <= a < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP && wheel_gran_value(g) &&
  @     1 <= jiffies_after(a, clk) &&
  @     jiffies_after(jiffy(a + JIFFY_WRAP - 1), clk) < WHEEL_CUTOFF &&
  @     wheel_gran(jiffies_after(jiffy(a + JIFFY_WRAP - 1), clk)) == 8 * g ==>
  @     level_end_below(a, clk) == jiffy(clk + (63 * g - 1));
  @
  @   // ... and it fires at a.
  @   lemma reach_next: \forall integer q, clk;
  @     0 <= q < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     jiffies_after(q, clk) < WHEEL_CUTOFF ==>
  @     \let a = wheel_fire(q, clk);
  @     \let g = wheel_gran(jiffies_after(q, clk));
  @     \let q1 = jiffy(a + JIFFY_WRAP - 1);
  @     \let l = level_end_below(a, clk);
  @     jiffies_after(q1, clk) < WHEEL_CUTOFF &&
  @     wheel_gran(jiffies_after(q1, clk)) != g ==>
  @     a % g == 0 && 0 <= a < JIFFY_WRAP && wheel_gran_value(g) &&
  @     l == jiffy(clk + (63 * g - 1)) &&
  @     jiffies_after(q, clk) <= 63 * g - 1 < jiffies_after(a, clk) &&
  @     wheel_fire(l, clk) == a;
  @
  @   // a - 1 beyond the capacity: the last expiry the wheel holds fires at a.
  @   lemma reach_last: \forall integer q, clk;
  @     0 <= q < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     jiffies_after(q, clk) < WHEEL_CUTOFF ==>
  @     \let a = wheel_fire(q, clk);
  @     \let q1 = jiffy(a + JIFFY_WRAP - 1);
  @     \let l = level_end_below(a, clk);
  @     jiffies_after(q1, clk) >= WHEEL_CUTOFF ==>
  @     l == jiffy(clk + (WHEEL_CUTOFF - 1)) &&
  @     jiffies_after(q, clk) <= WHEEL_CUTOFF - 1 < jiffies_after(a, clk) &&
  @     wheel_fire(l, clk) == a;
  @
  @   // A timer on a level: a - 1 is on the same level and fires at a, or
  @   // on the next level (or beyond the capacity), and then the last
  @   // expiry of q's level lies between q and a and fires at a.
  @   lemma reach_near: \forall integer q, clk;
  @     0 <= q < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     jiffies_after(q, clk) < WHEEL_CUTOFF ==>
  @     \let a = wheel_fire(q, clk);
  @     \let l = level_end_below(a, clk);
  @     wheel_fire(jiffy(a + JIFFY_WRAP - 1), clk) == a ||
  @     (jiffies_after(l, q) < jiffies_after(a, q) && wheel_fire(l, clk) == a);
  @
  @   // E-aligned's completeness: if any expiry of the window [e, e + s]
  @   // fires at a, then a - 1 does, or the level end in the window does.
  @   lemma reach: \forall integer e, s, a, clk;
  @     0 <= e < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     0 <= s <= LONG_MAX && wheel_reaches(e, s, a, clk) ==>
  @     candidate_reaches(e, a, clk);
  @
  @ }
  @
  @ // ---- E-auto-exact: automatic slack cannot move a firing ---------------
  @ // After the block above, in a block of its own: its lemmas are proved
  @ // with those above in view, and the step's goals see them only through
  @ // E_auto_exact's symbols.  (Placed first, the coarse_* lemmas broke
  @ // round_multiple and mul_mod_gran.)
  @ axiomatic AutoExact {
  @   // A multiple of the next level's granularity 8g is one of g.  The
  @   // product is written 8 * (p * a), the form Qed normalises g * (8 * k)
  @   // to, so that coarse_mul_mod's trigger meets coarse_div_exact's.
  @   lemma coarse_mul_mod: \forall integer p, a;
  @     0 < p && 0 <= a ==> (8 * (p * a)) % p == 0;
  @   lemma coarse_div_exact: \forall integer g, x;
  @     0 < g && 0 <= x && x % (8 * g) == 0 ==>
  @     x == g * (8 * (x / (8 * g))) && 0 <= x / (8 * g);
  @   lemma mult_coarser: \forall integer x, g;
  @     0 <= x && 1 <= g && x % (8 * g) == 0 ==> x % g == 0;
  @
  @   // Two different multiples of a granularity on the jiffies circle lie
  @   // at least one granule apart, so two firings on multiples of g that
  @   // are less than g apart, measured from clk, are one.
  @   lemma mult_gap: \forall integer x, y, g;
  @     0 <= x < JIFFY_WRAP && 0 <= y < JIFFY_WRAP && wheel_gran_value(g) &&
  @     x % g == 0 && y % g == 0 && x != y ==>
  @     jiffies_after(y, x) >= g;
  @   lemma gap_exact: \forall integer x, y, g, clk;
  @     0 <= x < JIFFY_WRAP && 0 <= y < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     wheel_gran_value(g) && x % g == 0 && y % g == 0 &&
  @     jiffies_after(x, clk) <= jiffies_after(y, clk) < jiffies_after(x, clk) + g ==>
  @     x == y;
  @   // The automatic slack of a timer d jiffies ahead (d / 256 for d of 256
  @   // or more) is below a quarter of its level's granularity.
  @   lemma auto_below_gran: \forall integer d;
  @     256 <= d < WHEEL_CUTOFF ==> d / 256 < wheel_gran(d);
  @   // An expiry k jiffies after e, with e d jiffies ahead of clk: d + k
  @   // jiffies ahead.
  @   lemma auto_ahead: \forall integer e, clk, q;
  @     0 <= e < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP && 0 <= q < JIFFY_WRAP &&
  @     jiffies_after(e, clk) <= LONG_MAX && jiffies_after(q, e) <= LONG_MAX ==>
  @     jiffies_after(q, clk) == jiffies_after(e, clk) + jiffies_after(q, e);
  @   // A timer d <= LONG_MAX jiffies ahead fires at least a jiffy after clk,
  @   // d + 1 jiffies at the earliest below the cut-off.
  @   lemma fire_ahead: \forall integer e, clk;
  @     0 <= e < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     jiffies_after(e, clk) <= LONG_MAX ==>
  @     fire_delay(e, clk) >= 1 &&
  @     (jiffies_after(e, clk) < WHEEL_CUTOFF ==>
  @      fire_delay(e, clk) >= jiffies_after(e, clk) + 1);
  @   // Beyond the cut-off, every timer fires at the same jiffy.
  @   lemma fire_cut_same: \forall integer e, q, clk;
  @     0 <= e < JIFFY_WRAP && 0 <= q < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     WHEEL_CUTOFF <= jiffies_after(e, clk) <= LONG_MAX &&
  @     WHEEL_CUTOFF <= jiffies_after(q, clk) <= LONG_MAX ==>
  @     wheel_fire(q, clk) == wheel_fire(e, clk);
  @   // A timer up to a granule g = wheel_gran(d) beyond d, below LONG_MAX,
  @   // fires on a multiple of g, on d's level, the next, or at the cut-off.
  @   lemma fire_on_gran: \forall integer q, clk, d;
  @     0 <= q < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP && 0 <= d < WHEEL_CUTOFF &&
  @     d <= jiffies_after(q, clk) < d + wheel_gran(d) &&
  @     jiffies_after(q, clk) <= LONG_MAX ==>
  @     0 <= wheel_fire(q, clk) < JIFFY_WRAP &&
  @     wheel_fire(q, clk) % wheel_gran(d) == 0;
  @   // Where the wheel fires lies on the jiffies circle; two timers that
  @   // fire as many jiffies after clk fire at one jiffy.
  @   lemma fire_same: \forall integer e, q, clk;
  @     0 <= e < JIFFY_WRAP && 0 <= q < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     fire_delay(q, clk) == fire_delay(e, clk) ==>
  @     wheel_fire(q, clk) == wheel_fire(e, clk);
  @
  @   // The cases of E-auto-exact, with d the distance of e from clk and k
  @   // that of q from e.  No automatic slack: q is e.
  @   lemma auto_none: \forall integer e, slack, clk, q;
  @     0 <= e < JIFFY_WRAP && slack < 0 &&
  @     effective_slack(e, slack, clk) == 0 && in_window(q, e, 0) ==> q == e;
  @   // q past LONG_MAX jiffies ahead: expired, it would fire earlier than e.
  @   lemma auto_expired: \forall integer e, clk, q;
  @     0 <= e < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP && 0 <= q < JIFFY_WRAP &&
  @     jiffies_after(e, clk) <= LONG_MAX &&
  @     jiffies_after(q, clk) > LONG_MAX ==>
  @     fire_delay(q, clk) < fire_delay(e, clk);
  @   // e beyond the cut-off, and so q: one firing jiffy.
  @   lemma auto_cut: \forall integer e, clk, q;
  @     0 <= e < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP && 0 <= q < JIFFY_WRAP &&
  @     WHEEL_CUTOFF <= jiffies_after(e, clk) <= jiffies_after(q, clk) <= LONG_MAX ==>
  @     wheel_fire(q, clk) == wheel_fire(e, clk);
  @   // e on a level: q fires on a multiple of e's granularity g, as e does,
  @   // less than g after e ...
  @   lemma auto_level_e: \forall integer e, clk;
  @     0 <= e < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     256 <= jiffies_after(e, clk) < WHEEL_CUTOFF ==>
  @     wheel_gran_value(wheel_gran(jiffies_after(e, clk))) &&
  @     0 <= wheel_fire(e, clk) < JIFFY_WRAP &&
  @     wheel_fire(e, clk) % wheel_gran(jiffies_after(e, clk)) == 0 &&
  @     jiffies_after(e, clk) + jiffies_after(e, clk) / 256 <
  @       fire_delay(e, clk) + wheel_gran(jiffies_after(e, clk));
  @   lemma auto_level_q: \forall integer clk, q, d;
  @     0 <= clk < JIFFY_WRAP && 0 <= q < JIFFY_WRAP &&
  @     256 <= d < WHEEL_CUTOFF &&
  @     d <= jiffies_after(q, clk) <= d + d / 256 &&
  @     jiffies_after(q, clk) <= LONG_MAX ==>
  @     0 <= wheel_fire(q, clk) < JIFFY_WRAP &&
  @     wheel_fire(q, clk) % wheel_gran(d) == 0;
  @   lemma gap_fire: \forall integer e, q, clk, g;
  @     0 <= clk < JIFFY_WRAP && wheel_gran_value(g) &&
  @     0 <= wheel_fire(e, clk) < JIFFY_WRAP && wheel_fire(e, clk) % g == 0 &&
  @     0 <= wheel_fire(q, clk) < JIFFY_WRAP && wheel_fire(q, clk) % g == 0 &&
  @     fire_delay(e, clk) <= fire_delay(q, clk) < fire_delay(e, clk) + g ==>
  @     wheel_fire(q, clk) == wheel_fire(e, clk);
  @   // ... so, no earlier than e, it fires with e.
  @   lemma auto_level: \forall integer e, clk, q;
  @     \let d = jiffies_after(e, clk);
  @     0 <= e < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP && 0 <= q < JIFFY_WRAP &&
  @     256 <= d < WHEEL_CUTOFF &&
  @     d <= jiffies_after(q, clk) <= d + d / 256 &&
  @     jiffies_after(q, clk) <= LONG_MAX &&
  @     fire_delay(e, clk) <= fire_delay(q, clk) <= d + d / 256 ==>
  @     wheel_fire(q, clk) == wheel_fire(e, clk);
  @
  @   // E-auto-exact: with automatic slack (slack < 0), an expiry q of the
  @   // window that the wheel fires no earlier than the request e and within
  @   // E-bounded's limit fires at exactly the jiffy e fires at.  So no rule
  @   // that keeps E-never-earlier and E-bounded gains a wakeup from the
  @   // automatic slack on this wheel, and the kernel queues e itself.
  @   lemma E_auto_exact: \forall integer e, slack, clk, q;
  @     \let s = effective_slack(e, slack, clk);
  @     0 <= e < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP && slack < 0 &&
  @     in_window(q, e, s) &&
  @     fire_delay(q, clk) >= fire_delay(e, clk) &&
  @     (fire_delay(q, clk) <= fire_delay(e, clk) ||
  @      fire_delay(q, clk) <= signed_after(e, clk) + s) ==>
  @     wheel_fire(q, clk) == wheel_fire(e, clk);
  @ }
  @
  @ // ---- E-queued: the earliest expiry that fires at a --------------------
  @ // In a block of its own, after the others: proved with them in view.
  @ axiomatic WheelOrder {
  @   // Below the cut-off, an expiry farther from the clock never fires
  @   // sooner.
  @   lemma fire_mono: \forall integer e1, e2, clk;
  @     0 <= e1 < JIFFY_WRAP && 0 <= e2 < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     jiffies_after(e1, clk) <= jiffies_after(e2, clk) < WHEEL_CUTOFF ==>
  @     fire_delay(e1, clk) <= fire_delay(e2, clk);
  @
  @   // An expiry between two that fire at a fires at a.
  @   lemma fire_between: \forall integer f, e, c, clk;
  @     0 <= f < JIFFY_WRAP && 0 <= e < JIFFY_WRAP && 0 <= c < JIFFY_WRAP &&
  @     0 <= clk < JIFFY_WRAP &&
  @     jiffies_after(f, clk) <= jiffies_after(e, clk) <= jiffies_after(c, clk) &&
  @     jiffies_after(c, clk) < WHEEL_CUTOFF &&
  @     wheel_fire(f, clk) == wheel_fire(c, clk) ==>
  @     wheel_fire(e, clk) == wheel_fire(c, clk);
  @
  @   // Nothing nearer the clock than x fires later than x does ...
  @   lemma fire_below: \forall integer q, x, a, clk;
  @     0 <= q < JIFFY_WRAP && 0 <= x < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     jiffies_after(q, clk) <= jiffies_after(x, clk) < WHEEL_CUTOFF &&
  @     fire_delay(x, clk) < jiffies_after(a, clk) ==>
  @     wheel_fire(q, clk) != a;
  @   // ... and an expired timer fires at clk.
  @   lemma fire_expired: \forall integer q, a, clk;
  @     0 <= q < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     1 <= jiffies_after(a, clk) && jiffies_after(q, clk) > LONG_MAX ==>
  @     wheel_fire(q, clk) != a;
  @   // So nothing nearer the clock than f fires at a when f - 1 fires
  @   // sooner.
  @   lemma before_first: \forall integer q, f, a, clk;
  @     0 <= q < JIFFY_WRAP && 0 <= f < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     jiffies_after(q, clk) < jiffies_after(f, clk) < WHEEL_CUTOFF &&
  @     fire_delay(jiffy(f + JIFFY_WRAP - 1), clk) < jiffies_after(a, clk) ==>
  @     jiffies_after(q, clk) <= jiffies_after(jiffy(f + JIFFY_WRAP - 1), clk) &&
  @     wheel_fire(q, clk) != a;
  @
  @   // The order of a window [e, e + s] (s <= LONG_MAX) against the
  @   // clock's: an instant of the window before f (f not expired) is
  @   // expired or nearer the clock than f ...
  @   lemma window_before: \forall integer q, f, e, clk;
  @     0 <= q < JIFFY_WRAP && 0 <= f < JIFFY_WRAP && 0 <= e < JIFFY_WRAP &&
  @     0 <= clk < JIFFY_WRAP &&
  @     jiffies_after(q, e) < jiffies_after(f, e) <= LONG_MAX &&
  @     jiffies_after(f, clk) <= LONG_MAX ==>
  @     jiffies_after(q, clk) > LONG_MAX ||
  @     jiffies_after(q, clk) < jiffies_after(f, clk);
  @   // ... and an f no farther from the clock than c, with e not between
  @   // them, lies between e and c in the window.
  @   lemma window_between: \forall integer f, e, c, clk;
  @     0 <= f < JIFFY_WRAP && 0 <= e < JIFFY_WRAP && 0 <= c < JIFFY_WRAP &&
  @     0 <= clk < JIFFY_WRAP &&
  @     jiffies_after(c, e) <= LONG_MAX &&
  @     jiffies_after(f, clk) <= jiffies_after(c, clk) <= LONG_MAX &&
  @     !(jiffies_after(f, clk) <= jiffies_after(e, clk) <= jiffies_after(c, clk)) ==>
  @     jiffies_after(f, e) <= jiffies_after(c, e);
  @
  @   // ---- the levels' granularities, by distance ------------------------
  @   // A distance from a level's start up to y is on y's level ...
  @   lemma gran_range: \forall integer x, y;
  @     0 <= x <= y < WHEEL_CUTOFF &&
  @     (wheel_gran(y) == 1 || 63 * (wheel_gran(y) / 8) <= x) ==>
  @     wheel_gran(x) == wheel_gran(y);
  @   // ... a level starts at 63 times the granularity of the level below,
  @   // and the jiffy before it is on that level ...
  @   lemma gran_start: \forall integer y;
  @     0 <= y < WHEEL_CUTOFF && 8 <= wheel_gran(y) ==>
  @     63 * (wheel_gran(y) / 8) <= y &&
  @     wheel_gran(63 * (wheel_gran(y) / 8) - 1) == wheel_gran(y) / 8 &&
  @     wheel_gran_value(wheel_gran(y) / 8);
  @   // ... a nearer distance has a finer granularity ...
  @   lemma gran_mono: \forall integer x, y;
  @     0 <= x <= y < WHEEL_CUTOFF ==> wheel_gran(x) <= wheel_gran(y);
  @   // ... and a finer granularity divides a coarser one.
  @   lemma gran_divides: \forall integer g, h;
  @     wheel_gran_value(g) && wheel_gran_value(h) && h <= g ==> g % h == 0;
  @   // An expiry before a multiple m of its granularity fires at m at the
  @   // latest.
  @   lemma fire_upto: \forall integer x, m, clk;
  @     0 <= x < JIFFY_WRAP && 0 <= m < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     jiffies_after(x, clk) < jiffies_after(m, clk) &&
  @     jiffies_after(x, clk) < WHEEL_CUTOFF &&
  @     m % wheel_gran(jiffies_after(x, clk)) == 0 ==>
  @     fire_delay(x, clk) <= jiffies_after(m, clk);
  @   // The jiffy before a multiple f of g, on the level of granularity g
  @   // or on the level below, fires at f at the latest.
  @   lemma before_mult: \forall integer f, g, clk;
  @     0 <= f < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP && wheel_gran_value(g) &&
  @     1 <= jiffies_after(f, clk) < WHEEL_CUTOFF && f % g == 0 &&
  @     (wheel_gran(jiffies_after(f, clk) - 1) == g ||
  @      8 * wheel_gran(jiffies_after(f, clk) - 1) == g) ==>
  @     fire_delay(jiffy(f + JIFFY_WRAP - 1), clk) <= jiffies_after(f, clk);
  @
  @   // An expiry q on a level of granularity g fires at a multiple a of
  @   // g, less than g jiffies after q.
  @   lemma fire_span: \forall integer q, clk;
  @     0 <= q < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP &&
  @     jiffies_after(q, clk) < WHEEL_CUTOFF ==>
  @     \let a = wheel_fire(q, clk);
  @     \let g = wheel_gran(jiffies_after(q, clk));
  @     0 <= a < JIFFY_WRAP && a % g == 0 && wheel_gran_value(g) &&
  @     jiffies_after(a, clk) - g <= jiffies_after(q, clk) < jiffies_after(a, clk);
  @   // k jiffies before a multiple of k is one.
  @   lemma mult_sub: \forall integer a, k;
  @     1 <= k <= a && a % k == 0 ==> (a - k) % k == 0;
  @   lemma mult_wrap: \forall integer k;
  @     wheel_gran_value(k) ==> (JIFFY_WRAP - k) % k == 0 && k < JIFFY_WRAP;
  @   lemma mult_small: \forall integer a, k;
  @     0 <= a < k && a % k == 0 ==> a == 0;
  @   lemma mult_back_high: \forall integer a, k;
  @     0 <= a < JIFFY_WRAP && wheel_gran_value(k) && a % k == 0 && k <= a ==>
  @     jiffy(a + JIFFY_WRAP - k) == a - k && (a - k) % k == 0;
  @   lemma mult_back_low: \forall integer a, k;
  @     0 <= a < JIFFY_WRAP && wheel_gran_value(k) && a % k == 0 && a < k ==>
  @     jiffy(a + JIFFY_WRAP - k) == JIFFY_WRAP - k &&
  @     (JIFFY_WRAP - k) % k == 0;
  @
  @   // Where the bucket begins that an expiry y jiffies ahead, on a level
  @   // of granularity g, fires from at a multiple a of g, d jiffies ahead:
  @   // at a - g when y's level holds all of it; otherwise at the level's
  @   // start 63 * (g / 8), unless the end of the level below fires at a
  @   // too, from a - g / 8 on.  Each: it fires at a, on the level said,
  @   // and the jiffy before it fires sooner.
  @   lemma first_whole: \forall integer a, g, y, clk;
  @     0 <= a < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP && wheel_gran_value(g) &&
  @     a % g == 0 && 0 <= y < WHEEL_CUTOFF && wheel_gran(y) == g &&
  @     jiffies_after(a, clk) - g <= y < jiffies_after(a, clk) &&
  @     (g == 1 || 63 * (g / 8) <= jiffies_after(a, clk) - g) ==>
  @     \let d = jiffies_after(a, clk);
  @     \let f = jiffy(a + JIFFY_WRAP - g);
  @     g <= d && jiffies_after(f, clk) == d - g &&
  @     wheel_gran(d - g) == g && wheel_fire(f, clk) == a &&
  @     fire_delay(jiffy(f + JIFFY_WRAP - 1), clk) < d;
  @   lemma below_level: \forall integer a, g, y, clk;
  @     0 <= a < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP && wheel_gran_value(g) &&
  @     8 <= g && a % g == 0 && 0 <= y < WHEEL_CUTOFF && wheel_gran(y) == g &&
  @     jiffies_after(a, clk) - g <= y < jiffies_after(a, clk) &&
  @     jiffies_after(a, clk) - g / 8 < 63 * (g / 8) ==>
  @     wheel_gran_value(g / 8) && g == 8 * (g / 8) && a % (g / 8) == 0 &&
  @     63 * (g / 8) <= y && g <= jiffies_after(a, clk) &&
  @     wheel_gran(jiffies_after(a, clk) - g / 8) == g / 8;
  @   lemma first_below: \forall integer a, g, y, clk;
  @     0 <= a < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP && wheel_gran_value(g) &&
  @     8 <= g && a % g == 0 && 0 <= y < WHEEL_CUTOFF && wheel_gran(y) == g &&
  @     jiffies_after(a, clk) - g <= y < jiffies_after(a, clk) &&
  @     jiffies_after(a, clk) - g / 8 < 63 * (g / 8) ==>
  @     \let d = jiffies_after(a, clk);
  @     \let f = jiffy(a + JIFFY_WRAP - g / 8);
  @     g <= d && jiffies_after(f, clk) == d - g / 8 &&
  @     wheel_gran(d - g / 8) == g / 8 && wheel_fire(f, clk) == a &&
  @     fire_delay(jiffy(f + JIFFY_WRAP - 1), clk) < d;
  @   lemma first_start: \forall integer a, g, y, clk;
  @     0 <= a < JIFFY_WRAP && 0 <= clk < JIFFY_WRAP && wheel_gran_value(g) &&
  @     8 <= g && a % g == 0 && 0 <= y < WHEEL_CUTOFF && wheel_gran(y) == g &&
  @     jiffies_after(a, clk) - g <= y < jiffies_after(a, clk) &&
  @     jiffies_after(a, clk) - g < 63 * (g / 8) <= jiffies_after(a, clk) - g / 8 ==>
  @     \let d = jiffies_after(a, clk);
  @     \let f = jiffy(clk + 63 * (g / 8));
  @     g <= d && jiffies_after(f, clk) == 63 * (g / 8) &&
  @     wheel_gran(63 * (g / 8)) == g && wheel_fire(f, clk) == a &&
  @     fire_delay(jiffy(f + JIFFY_WRAP - 1), clk) < d;
  @ }
  @*/

#endif /* WHEEL_LEMMAS_H */

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * R-optimal in its plain words: the number of trailing zero bits of an
 * instant, and the existence of the highest set bit of every non-zero word
 * (the mask expires ^ limit, so the top bit in which the two differ).  Only Frama-C reads this file; to a C compiler it is comments.
 *
 * Both blocks are axiomatic blocks so that WP hands their lemmas only to the
 * goals that use their symbols: the recursive definitions below would give
 * every other goal of the proof instances it has no use for.
 */
#ifndef SLACK_ZEROS_H
#define SLACK_ZEROS_H

#include "slack_lemmas.h"

/*@
  @ axiomatic TrailingZeros {
  @   // The largest j with 0 <= j <= n and x % 2^j == 0 (j = 0 always is).
  @   logic integer tz_upto(integer x, integer n) =
  @     n <= 0 ? 0 : x % p2(n) == 0 ? n : tz_upto(x, n - 1);
  @
  @   // The number of trailing zero bits of an instant 0 <= x < 2^W, W =
  @   // ULONG_BITS.  Zero has W of them: every power of two up to 2^W
  @   // divides it.
  @   logic integer trailing_zeros(integer x) = tz_upto(x, ULONG_BITS);
  @
  @   // A multiple of 2^(j+1) is a multiple of 2^j.
  @   lemma mod_p2_half: \forall integer x, j;
  @     0 <= x && 0 <= j && divides(p2(j + 1), x) ==> divides(p2(j), x);
  @
  @   // Contrapositive form, so that the conclusion names j: not a multiple
  @   // of 2^k, so not a multiple of any higher power.  Induction on j
  @   // (script).
  @   lemma mod_p2_up: \forall integer x, j, k;
  @     0 <= x && 0 <= k <= j && x % p2(k) != 0 ==> x % p2(j) != 0;
  @
  @   // A multiple of 2^k has at least k trailing zeros.  Induction on n
  @   // (script).
  @   lemma tz_at_least: \forall integer x, k, n;
  @     0 <= x && 0 <= k <= n && x % p2(k) == 0 ==> k <= tz_upto(x, n);
  @
  @   // Not a multiple of 2^k: fewer than k trailing zeros.  Induction on n
  @   // (script).
  @   lemma tz_below: \forall integer x, k, n;
  @     0 <= x && 0 <= k && 0 <= n && x % p2(k) != 0 ==> tz_upto(x, n) < k;
  @
  @   // The two together: what R-align and R-optimal say of the result and
  @   // of every other instant, in trailing zeros.
  @   lemma tz_compare: \forall integer x, r, b;
  @     0 <= x && 0 <= r && 0 <= b <= ULONG_BITS &&
  @     r % p2(b) == 0 && x % p2(b) != 0 ==>
  @     trailing_zeros(x) < trailing_zeros(r);
  @ }
  @
  @ axiomatic TopBitExists {
  @   // The highest set bit of 0 < w < 2^(k+1), searched from bit k down.
  @   logic integer top_of(integer w, integer k) =
  @     k <= 0 ? 0 : w >= p2(k) ? k : top_of(w, k - 1);
  @
  @   // Induction on k (script).
  @   lemma top_of_bit: \forall integer w, k;
  @     0 <= k <= ULONG_BITS - 1 && 0 < w < p2(k + 1) ==> top_bit(top_of(w, k), w);
  @
  @   // Every non-zero unsigned long has a highest set bit.  R-align and
  @   // R-optimal name the highest bit in which expires + s and expires
  @   // differ: this is why it exists whenever s > 0 (expires + s wraps
  @   // to expires only when s is a multiple of 2^W, and s < 2^(W-1)).
  @   lemma top_bit_exists: \forall integer w;
  @     0 < w < JIFFY_WRAP ==> \exists integer b; top_bit(b, w);
  @ }
  @*/

/*
 * A ghost lemma function (see slack_rounding.h for why functions): a call
 * hands apply_slack() tz_compare for its result, without letting the
 * solvers unfold the recursive tz_upto() inside that larger goal.
 */
/*@ ghost
  /@ requires bit:      b <= ULONG_BITS - 1;
     requires multiple: r % p2(b) == 0;
     assigns  \nothing;
     ensures  fewer: \forall integer x;
                0 <= x && x % p2(b) != 0 ==>
                trailing_zeros(x) < trailing_zeros(r);
  @/
  static void fewer_zeros(unsigned long r, unsigned long b)
  {
  }
*/

#endif /* SLACK_ZEROS_H */

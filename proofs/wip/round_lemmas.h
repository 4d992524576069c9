/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Work in progress: the lemmas that carry R-window, R-align and R-optimal.
 * They are NOT in the gated proof (make prove); make prove-wip runs them.
 * When one proves, it moves to src/slack_lemmas.h.
 */
#ifndef SLACK_ROUND_LEMMAS_H
#define SLACK_ROUND_LEMMAS_H

/*@
  @ // Two numbers whose xor is 1 differ in their lowest bit only.
  @ // Two numbers whose xor is 1 differ in their lowest bit only; three
  @ // steps, each small enough for the solvers.
  @ lemma xor_one_shr: \forall integer x, y;
  @   0 <= x < JIFFY_WRAP && 0 <= y < JIFFY_WRAP && (x ^ y) == 1 ==>
  @   ((x ^ y) >> 1) == 0 && ((x >> 1) ^ (y >> 1)) == 0;
  @ lemma xor_one: \forall integer x, y;
  @   0 <= x < JIFFY_WRAP && 0 <= y < JIFFY_WRAP && (x ^ y) == 1 ==>
  @   (x >> 1) == (y >> 1) && x / 2 == y / 2 && x != y;
  @
  @ lemma quotient_one: \forall integer p, m, y;
  @   0 < p <= m < 2 * p && p * y <= m < p * (y + 1) ==> y == 1;
  @
  @ lemma top_bit_shr: \forall integer b, m;
  @   0 <= b <= 63 && 0 <= m < JIFFY_WRAP && top_bit(b, m) ==>
  @   p2(b) * (m >> b) <= m < p2(b) * ((m >> b) + 1) && (m >> b) == 1;
  @
  @ // The two halves of the number x >> b and y >> b differ only in their
  @ // last bit when b is the highest bit in which x and y differ.
  @ lemma top_bit_halves: \forall integer b, x, y;
  @   0 <= x < JIFFY_WRAP && 0 <= y < JIFFY_WRAP && top_bit(b, x ^ y) ==>
  @   ((x ^ y) >> b) == 1 && ((x >> b) ^ (y >> b)) == 1 &&
  @   (x >> b) / 2 == (y >> b) / 2 && (x >> b) != (y >> b);
  @
  @ // ---- the rounding of apply_slack() ------------------------------------
  @ // No wrap (expires < limit): clearing the bits of limit below b lands
  @ // strictly after expires, at or before limit, on the only multiple of
  @ // 2^b in (expires, limit].  Range over b (script), each case linear.
  @ lemma round_up: \forall integer e, l, b;
  @   0 <= b <= 63 && 0 <= e < l < JIFFY_WRAP && top_bit(b, e ^ l) ==>
  @   p2(b) * (e >> b) <= e < p2(b) * ((e >> b) + 1) &&
  @   p2(b) * (l >> b) <= l < p2(b) * ((l >> b) + 1) &&
  @   ((l >> b) << b) == p2(b) * (l >> b) &&
  @   (l >> b) == (e >> b) + 1 &&
  @   e < ((l >> b) << b) <= l &&
  @   ((l >> b) << b) % p2(b) == 0 &&
  @   (\forall integer x; e < x <= l && x != ((l >> b) << b) ==> x % p2(b) != 0);
  @
  @ // Wrap (limit < expires, and limit is less than 2^63 past expires): the
  @ // highest differing bit is bit 63 and the rounding gives 0.
  @ lemma round_wrap: \forall integer e, l, b;
  @   0 <= b <= 63 && 0 <= l < e < JIFFY_WRAP && e - l > 9223372036854775808 &&
  @   top_bit(b, e ^ l) ==>
  @   b == 63 && 9223372036854775808 <= e && l < 9223372036854775808 &&
  @   (l >> b) == 0 && ((l >> b) << b) == 0;
  @*/

#endif /* SLACK_ROUND_LEMMAS_H */

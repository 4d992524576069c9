/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Ghost lemma functions: the rounding step of apply_slack(), proved once for
 * any expires e, limit l and highest differing bit b.  Only Frama-C reads
 * this file; to a C compiler it is comments, and apply_slack() calls
 * slack_round() from one ghost line.
 *
 * Why functions and not lemmas: a call instantiates a fact with exactly the
 * terms at hand, while a lemma must be found by the SMT solvers' trigger
 * matching, which fails on facts about products (p * a has no usable
 * trigger) and gets lost when many lemmas are in view.  Each function below
 * is one small proof step; WP proves every contract and every call.
 */
#ifndef SLACK_ROUNDING_H
#define SLACK_ROUNDING_H

#include "slack_lemmas.h"

/* A product of a power of two and a natural number is not negative. */
/*@ ghost
  /@ requires bit: b <= ULONG_BITS;
     assigns  \nothing;
     ensures  nonneg: 0 <= p2(b) * d;
  @/
  static void mul_nonneg(unsigned long b, unsigned long d)
  {
	/@ assert pos: p2(b) > 0; @/
  }
*/

/* p2(b) * a < p2(b) * (c + 1) gives a <= c: cancel the power of two. */
/*@ ghost
  /@ requires bit:  b <= ULONG_BITS - 1;
     requires less: p2(b) * a < p2(b) * (c + 1);
     assigns  \nothing;
     ensures  cancel: a <= c;
  @/
  static void mul_cancel(unsigned long b, unsigned long a, unsigned long c)
  {
	unsigned long d = a - c - 1;

	/@ assert exact: a > c ==> d == a - c - 1; @/
	mul_nonneg(b, d);
	/@ assert nn: a > c ==> 0 <= p2(b) * (a - c - 1); @/
	/@ assert dist: p2(b) * (a - c - 1) ==
		p2(b) * a - p2(b) * (c + 1); @/
  }
*/

/* A multiple of p is 0 modulo p. */
/*@ ghost
  /@ requires pos: 0 < p;
     assigns  \nothing;
     ensures  multiple: (a * p) % p == 0;
  @/
  static void mul_mod_any(unsigned long p, unsigned long a)
  {
  }
*/

/* The same for p = 2^b; 1UL << b is 2^b as a C value. */
/*@ ghost
  /@ requires bit: b <= ULONG_BITS - 1;
     assigns  \nothing;
     ensures  multiple: (a * p2(b)) % p2(b) == 0;
  @/
  static void mul_mod_at(unsigned long b, unsigned long a)
  {
	/@ assert one: shl_is_mul(1, b) && (1 << b) == p2(b) &&
		0 < p2(b) <= p2(ULONG_BITS - 1) < JIFFY_WRAP; @/
	/@ assert cast_one: (unsigned long)(1 << b) == p2(b); @/
	mul_mod_any(1UL << b, a);
  }
*/

/* If b is the top bit of m, then m >> b is 1 and m >> (b + 1) is 0. */
/*@ ghost
  /@ requires bit: b <= ULONG_BITS - 1 && top_bit(b, m);
     assigns  \nothing;
     ensures  at:    (m >> b) == 1;
     ensures  above: (m >> (b + 1)) == 0;
  @/
  static void top_bit_shift(unsigned long m, unsigned long b)
  {
	/@ assert p2(b) > 0 && p2(b + 1) == 2 * p2(b); @/
	/@ assert quot: p2(b) * (m >> b) <= m < p2(b) * ((m >> b) + 1); @/
	mul_cancel(b, m >> b, 1);
	mul_cancel(b, 1, m >> b);
	/@ assert half: (m >> (b + 1)) == (m >> b) / 2; @/
  }
*/

/*
 * No wrap (e < l): rounding l down to a multiple of 2^b lands in (e, l], and
 * the multiples of 2^b just below and just above lie outside that window.
 */
/*@ ghost
  /@ requires order: e < l;
     requires bit:   b <= ULONG_BITS - 1 && top_bit(b, e ^ l);
     assigns  \nothing;
     ensures  above: e < ((l >> b) << b) <= l;
     ensures  fits:  (unsigned long)((l >> b) << b) == ((l >> b) << b);
     ensures  multiple: ((l >> b) << b) % p2(b) == 0;
     ensures  neighbours: ((l >> b) << b) - p2(b) <= e &&
                          l < ((l >> b) << b) + p2(b);
  @/
  static void round_forward(unsigned long e, unsigned long l, unsigned long b)
  {
	/@ assert p2(b) > 0; @/
	/@ assert quot_e: p2(b) * (e >> b) <= e < p2(b) * ((e >> b) + 1); @/
	/@ assert quot_l: p2(b) * (l >> b) <= l < p2(b) * ((l >> b) + 1); @/
	top_bit_shift(e ^ l, b);
	/@ assert halves: (e >> (b + 1)) == (l >> (b + 1)); @/
	/@ assert half_e: (e >> (b + 1)) == (e >> b) / 2; @/
	/@ assert half_l: (l >> (b + 1)) == (l >> b) / 2; @/
	/@ assert differ: (e >> b) != (l >> b); @/
	/@ assert lt1: p2(b) * (e >> b) < p2(b) * ((l >> b) + 1); @/
	mul_cancel(b, e >> b, l >> b);
	/@ assert succ: (l >> b) == (e >> b) + 1; @/
	mul_mod_at(b, l >> b);
	/@ assert shl: shl_is_mul(l >> b, b) &&
		((l >> b) << b) == (l >> b) * p2(b); @/
  }
*/

/* x >> k is the quotient of x by 2^k (an instance of shr_bounds). */
/*@ ghost
  /@ requires k <= ULONG_BITS;
     assigns  \nothing;
     ensures  quot: p2(k) * (x >> k) <= x < p2(k) * ((x >> k) + 1);
  @/
  static void shr_quot(unsigned long x, unsigned long k)
  {
  }
*/

/*
 * Wrap (l < e, the window crosses 2^W and is shorter than 2^(W-1), W =
 * ULONG_BITS): the top differing bit is bit W - 1, and rounding l down gives 0, the instant at
 * which the jiffies counter wraps.
 */
/*@ ghost
  /@ requires order: l < e && e - l > HALF_WRAP;
     requires bit:   b <= ULONG_BITS - 1 && top_bit(b, e ^ l);
     assigns  \nothing;
     ensures  top:   p2(b) == HALF_WRAP;
     ensures  zero:  ((l >> b) << b) == 0;
     ensures  range: HALF_WRAP < e && l < HALF_WRAP;
  @/
  static void round_backward(unsigned long e, unsigned long l, unsigned long b)
  {
	/@ assert big: p2(ULONG_BITS - 1) == HALF_WRAP && p2(ULONG_BITS) == JIFFY_WRAP; @/
	top_bit_shift(e ^ l, b);
	/@ assert xor_above: ((e ^ l) >> (b + 1)) ==
			((e >> (b + 1)) ^ (l >> (b + 1))); @/
	/@ assert agree: (e >> (b + 1)) == (l >> (b + 1)); @/
	shr_quot(e, b + 1);
	shr_quot(l, b + 1);
	/@ assert next: (unsigned long)(b + 1) == b + 1; @/
	/@ assert qe: p2(b + 1) * (e >> (b + 1)) <= e <
		p2(b + 1) * ((e >> (b + 1)) + 1); @/
	/@ assert ql: p2(b + 1) * (l >> (b + 1)) <= l <
		p2(b + 1) * ((l >> (b + 1)) + 1); @/
	/@ assert same: p2(b + 1) * (e >> (b + 1)) ==
		p2(b + 1) * (l >> (b + 1)); @/
	/@ assert close: e - l < p2(b + 1); @/
	/@ assert mono: b + 1 <= ULONG_BITS - 1 ==> p2(b + 1) <= p2(ULONG_BITS - 1); @/
	/@ assert high: p2(b) == p2(ULONG_BITS - 1); @/
	shr_quot(l, b);
	mul_cancel(b, l >> b, 0);
	/@ assert l_b: (l >> b) == 0; @/
	/@ assert shl: shl_is_mul(l >> b, b); @/
  }
*/

/* What apply_slack() calls: both cases, and the top bit is unique. */
/*@ ghost
  /@ requires differ: e != l;
     requires order:  e < l || e - l > HALF_WRAP;
     requires bit:    b <= ULONG_BITS - 1 && top_bit(b, e ^ l);
     assigns  \nothing;
     ensures  fits:     (unsigned long)((l >> b) << b) == ((l >> b) << b);
     ensures  multiple: ((l >> b) << b) % p2(b) == 0;
     ensures  unique:   \forall integer c; top_differ(c, l, e) ==> c == b;
     ensures  forward:  e < l ==>
                        e < ((l >> b) << b) <= l &&
                        ((l >> b) << b) - p2(b) <= e &&
                        l < ((l >> b) << b) + p2(b);
     ensures  backward: l < e ==>
                        ((l >> b) << b) == 0 && p2(b) == HALF_WRAP &&
                        0 % p2(b) == 0 && HALF_WRAP % p2(b) == 0 &&
                        HALF_WRAP < e && l < HALF_WRAP;
  @/
  static void slack_round(unsigned long e, unsigned long l, unsigned long b)
  {
	if (e < l)
		round_forward(e, l, b);
	else
		round_backward(e, l, b);
  }
*/

#endif /* SLACK_ROUNDING_H */

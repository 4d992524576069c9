/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The trusted base of the proof: general facts about unsigned long integers that
 * WP 25's encoding does not give the SMT solvers, stated here as axioms.
 * Each one is a fact about unsigned long arithmetic, never about
 * apply_slack(), and each is also proved over 64-bit and over 32-bit
 * bit-vectors by Z3 and cvc5 in `make prove` (proofs/bitvector/), one proof
 * per word size the WP proof covers.  spec/ lists them with the
 * reason they are sound.
 */
#ifndef SLACK_TRUSTED_H
#define SLACK_TRUSTED_H

#include "slack_logic.h"

/*@
  @ axiomatic JiffyWrap {
  @   // C11 6.3.1.3p2: converting an integer to unsigned long adds or
  @   // subtracts JIFFY_WRAP (2^64 or 2^32) until the value is in range.
  @   // WP's to_uint64 (to_uint32 on i386) has no definition outside the
  @   // range, so the solvers cannot see that a sum or a difference of two
  @   // unsigned longs wraps.  Stated for exactly
  @   // those values: -2^W < x < 2^(W+1) - 1, W = ULONG_BITS.
  @   // Bit-vector proofs: proofs/bitvector/axiom_wrap_{add,sub}.smt2.
  @   axiom ulong_wrap: \forall integer x;
  @     -JIFFY_WRAP < x < 2 * JIFFY_WRAP - 1 ==>
  @     (unsigned long)x == (x < 0 ? x + JIFFY_WRAP :
  @                          x < JIFFY_WRAP ? x : x - JIFFY_WRAP);
  @ }
  @
  @ axiomatic ShiftXor {
  @   // Shifting right distributes over exclusive or: bit i of either side
  @   // is bit i + k of x xor bit i + k of y.  WP 25 leaves the bit
  @   // extraction facts that would prove it out of what the solvers see.
  @   // Bit-vector proof: proofs/bitvector/axiom_lsr_lxor.smt2.
  @   axiom shr_xor: \forall integer x, y, k;
  @     0 <= x < JIFFY_WRAP && 0 <= y < JIFFY_WRAP && 0 <= k <= ULONG_BITS ==>
  @     ((x ^ y) >> k) == ((x >> k) ^ (y >> k));
  @ }
  @*/

#endif /* SLACK_TRUSTED_H */

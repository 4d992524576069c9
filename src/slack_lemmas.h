/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Lemmas for the proof of apply_slack(): general facts about powers of two,
 * shifts and exclusive or on unsigned long values, of either width.  WP proves every one of them
 * (SMT, or an induction/range tactic script kept in proofs/hints/);
 * each later lemma and the function's goals may use the earlier ones.
 */
#ifndef SLACK_LEMMAS_H
#define SLACK_LEMMAS_H

#include "slack_logic.h"
#include "slack_trusted.h"

/*@
  @ // ---- integer arithmetic, first so that the solvers see few axioms ------
  @ lemma mul_le_mono: \forall integer p, a, b;
  @   0 < p && a <= b ==> p * a <= p * b;
  @ lemma mul_lt_cancel: \forall integer p, a, b;
  @   0 < p && p * a < p * b ==> a < b;
  @ lemma mul_mod: \forall integer p, a;
  @   0 < p && 0 <= a ==> (p * a) % p == 0;
  @ // A multiple of 2p is a multiple of p: the step from 2^(j+1) down to
  @ // 2^j that src/slack_zeros.h needs.  Here, before the other lemmas, the
  @ // solvers prove it in a small context; in an axiomatic block, so that
  @ // only goals that use divides() see it (with every lemma in view, Z3
  @ // took five times longer on the range split of shl_mul_step).  The
  @ // product is written 2 * (p * q) because that is how Qed and the
  @ // solvers normalise p * (2 * q); written otherwise, mul_mod's trigger
  @ // never meets it.
  @ axiomatic Halving {
  @   predicate divides(integer p, integer x) = x % p == 0;
  @   lemma mul2_mod: \forall integer p, q;
  @     0 < p && 0 <= q ==> divides(p, 2 * (p * q));
  @   lemma mod_double: \forall integer x, p;
  @     0 <= x && 0 < p && divides(2 * p, x) ==> divides(p, x);
  @ }
  @
  @ lemma div_exact: \forall integer p, x;
  @   0 < p && 0 <= x && x % p == 0 ==> x == p * (x / p);
  @ // Two numbers with the same half, the first below the second.
  @ lemma halves_succ: \forall integer E, L;
  @   0 <= E && 0 <= L && E / 2 == L / 2 && E < L ==> L == E + 1 && E % 2 == 0;
  @
  @ // ---- powers of two ----------------------------------------------------
  @ lemma p2_succ: \forall integer k; 0 <= k ==> p2(k + 1) == 2 * p2(k);
  @
  @ // Induction on k (script).
  @ lemma p2_pos: \forall integer k; 0 <= k ==> p2(k) >= 1;
  @
  @ // Induction on j (script).
  @ lemma p2_mono: \forall integer i, j; 0 <= i <= j ==> p2(i) <= p2(j);
  @
  @ // The values the proof meets, so that a goal about a constant k reads
  @ // p2(k) off this table instead of unfolding the recursion.
  @ lemma p2_table:
  @   p2(0) == 1 &&
  @   p2(1) == 2 &&
  @   p2(2) == 4 &&
  @   p2(3) == 8 &&
  @   p2(4) == 16 &&
  @   p2(5) == 32 &&
  @   p2(6) == 64 &&
  @   p2(7) == 128 &&
  @   p2(8) == 256 &&
  @   p2(9) == 512 &&
  @   p2(10) == 1024 &&
  @   p2(11) == 2048 &&
  @   p2(12) == 4096 &&
  @   p2(13) == 8192 &&
  @   p2(14) == 16384 &&
  @   p2(15) == 32768 &&
  @   p2(16) == 65536 &&
  @   p2(17) == 131072 &&
  @   p2(18) == 262144 &&
  @   p2(19) == 524288 &&
  @   p2(20) == 1048576 &&
  @   p2(21) == 2097152 &&
  @   p2(22) == 4194304 &&
  @   p2(23) == 8388608 &&
  @   p2(24) == 16777216 &&
  @   p2(25) == 33554432 &&
  @   p2(26) == 67108864 &&
  @   p2(27) == 134217728 &&
  @   p2(28) == 268435456 &&
  @   p2(29) == 536870912 &&
  @   p2(30) == 1073741824 &&
  @   p2(31) == 2147483648 &&
  @   p2(32) == 4294967296 &&
  @   p2(33) == 8589934592 &&
  @   p2(34) == 17179869184 &&
  @   p2(35) == 34359738368 &&
  @   p2(36) == 68719476736 &&
  @   p2(37) == 137438953472 &&
  @   p2(38) == 274877906944 &&
  @   p2(39) == 549755813888 &&
  @   p2(40) == 1099511627776 &&
  @   p2(41) == 2199023255552 &&
  @   p2(42) == 4398046511104 &&
  @   p2(43) == 8796093022208 &&
  @   p2(44) == 17592186044416 &&
  @   p2(45) == 35184372088832 &&
  @   p2(46) == 70368744177664 &&
  @   p2(47) == 140737488355328 &&
  @   p2(48) == 281474976710656 &&
  @   p2(49) == 562949953421312 &&
  @   p2(50) == 1125899906842624 &&
  @   p2(51) == 2251799813685248 &&
  @   p2(52) == 4503599627370496 &&
  @   p2(53) == 9007199254740992 &&
  @   p2(54) == 18014398509481984 &&
  @   p2(55) == 36028797018963968 &&
  @   p2(56) == 72057594037927936 &&
  @   p2(57) == 144115188075855872 &&
  @   p2(58) == 288230376151711744 &&
  @   p2(59) == 576460752303423488 &&
  @   p2(60) == 1152921504606846976 &&
  @   p2(61) == 2305843009213693952 &&
  @   p2(62) == 4611686018427387904 &&
  @   p2(63) == 9223372036854775808 &&
  @   p2(64) == 18446744073709551616;
  @
  @ // ---- ranges: WP types C operators, the cast makes the solvers use it ---
  @ lemma xor_range: \forall integer x, y;
  @   0 <= x < JIFFY_WRAP && 0 <= y < JIFFY_WRAP ==>
  @   (unsigned long)(x ^ y) == (x ^ y) && 0 <= (x ^ y) < JIFFY_WRAP;
  @
  @ lemma shr_range: \forall integer x, k;
  @   0 <= x < JIFFY_WRAP && 0 <= k ==>
  @   (unsigned long)(x >> k) == (x >> k) && 0 <= (x >> k) < JIFFY_WRAP;
  @
  @ // The same facts, stated so that the solvers use them whenever they
  @ // see x ^ y or x >> k (the cast above only serves to prove them).
  @ lemma xor_bounds: \forall integer x, y;
  @   0 <= x < JIFFY_WRAP && 0 <= y < JIFFY_WRAP ==> 0 <= (x ^ y) < JIFFY_WRAP;
  @ lemma shr_le: \forall integer x, k;
  @   0 <= x < JIFFY_WRAP && 0 <= k ==> 0 <= (x >> k) < JIFFY_WRAP;
  @
  @ // ---- shifts are divisions and multiplications by powers of two ---------
  @ // One step down from x >> k; the \let names the term (y >> 1) that the
  @ // solvers need to see to use WP's axiom lsr_add.
  @ lemma shr_succ: \forall integer x, k;
  @   0 <= x < JIFFY_WRAP && 0 < k ==>
  @   \let y = x >> (k - 1); (y >> 1) == (x >> k) && (x >> k) == y / 2;
  @
  @ // The inductive step of shr_bounds, for the induction script to use.
  @ lemma shr_bounds_step: \forall integer x, k;
  @   0 <= x < JIFFY_WRAP && 0 < k <= ULONG_BITS &&
  @   p2(k - 1) * (x >> (k - 1)) <= x < p2(k - 1) * ((x >> (k - 1)) + 1) ==>
  @   p2(k) * (x >> k) <= x < p2(k) * ((x >> k) + 1);
  @
  @ // Induction on k (script).
  @ lemma shr_bounds: \forall integer x, k;
  @   0 <= x < JIFFY_WRAP && 0 <= k <= ULONG_BITS ==>
  @   p2(k) * (x >> k) <= x < p2(k) * ((x >> k) + 1);
  @
  @ // The shift-left facts sit in an axiomatic block: WP hands its lemmas
  @ // only to goals that use its predicate shl_is_mul.  Their instances
  @ // (x << k from x << (k - 1)) would otherwise flood every later goal.
  @ axiomatic ShiftLeft {
  @   predicate shl_is_mul(integer x, integer k) = (x << k) == x * p2(k);
  @
  @   lemma shl_succ: \forall integer x, k;
  @     0 < k ==>
  @     \let y = x << (k - 1); (y << 1) == (x << k) && (x << k) == 2 * y;
  @
  @   // shl_mul_step over a plain P and Q = 2 P.  With it, Z3 proves the
  @   // step at once; without it, every prover unfolds p2() and times out
  @   // (the step was a 64-way range split, 64 prover calls).
  @   lemma shl_double: \forall integer x, k, P, Q;
  @     0 < k <= ULONG_BITS && Q == 2 * P && (x << (k - 1)) == x * P ==> (x << k) == x * Q;
  @
  @   lemma shl_mul_step: \forall integer x, k;
  @     0 < k <= ULONG_BITS && (x << (k - 1)) == x * p2(k - 1) ==> (x << k) == x * p2(k);
  @
  @   // Induction on k (script).
  @   lemma shl_mul: \forall integer x, k;
  @     0 <= k <= ULONG_BITS ==> (x << k) == x * p2(k);
  @ }
  @
  @ // ---- exclusive or -------------------------------------------------------
  @ lemma xor_zero: \forall integer x, y; (x ^ y) == 0 ==> x == y;
  @
  @ // ---- the highest set bit ----------------------------------------------
  @ lemma top_bit_p2: \forall integer b, m;
  @   0 <= b <= ULONG_BITS - 1 && top_bit(b, m) ==> 0 < p2(b) <= m < 2 * p2(b);
  @
  @ lemma top_bit_unique: \forall integer b, c, m;
  @   top_bit(b, m) && top_bit(c, m) ==> b == c;
  @
  @ // ---- multiples -----------------------------------------------------------
  @ // Two multiples of p less than p apart are equal.
  @ lemma mod_unique: \forall integer p, x, r;
  @   0 < p && 0 <= x && 0 <= r && x % p == 0 && r % p == 0 &&
  @   r - p < x < r + p ==> x == r;
  @
  @*/

#endif /* SLACK_LEMMAS_H */

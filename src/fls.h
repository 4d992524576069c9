/* SPDX-License-Identifier: GPL-2.0 */
/*
 * __fls() for user space: index of the most significant set bit.
 * The kernel's own __fls() (x86: bsr) is trusted to meet the same contract.
 */
#ifndef SLACK_FLS_H
#define SLACK_FLS_H

#include "slack_logic.h"

/*@
  @ // The step of the loop below, in arithmetic alone: halving w and
  @ // doubling the scale keeps word inside [scale * w, scale * (w + 1)).
  @ lemma fls_step: \forall integer p, w, x;
  @   0 < p && 2 <= w && p * w <= x < p * (w + 1) ==>
  @   2 * p * (w / 2) <= x < 2 * p * (w / 2 + 1);
  @*/

/*@
  @ requires R_safe: nonzero: word != 0;
  @ assigns  \nothing;
  @ ensures  R_fls: range: 0 <= \result <= ULONG_BITS - 1;
  @ ensures  R_fls: top_bit: p2(\result) <= word < p2(\result + 1);
  @*/
static inline unsigned long __fls(unsigned long word)
{
	unsigned long bit = 0;

	/*@
	  @ loop invariant R_fls: bounds: 0 <= bit <= ULONG_BITS - 1;
	  @ loop invariant R_fls: scaled: 1 <= w && p2(bit) * w <= word < p2(bit) * (w + 1);
	  @ loop assigns   w, bit;
	  @ loop variant   w;
	  @*/
	for (unsigned long w = word; w > 1; w >>= 1)
		bit++;
	return bit;
}

#endif /* SLACK_FLS_H */

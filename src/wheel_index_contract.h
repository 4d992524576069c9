/*
 * The contracts of W-index: the timer wheel's own calc_index() and
 * calc_wheel_index() queue a timer at wheel_fire() (src/wheel_logic.h).
 * proofs/wp/wp_wheel_index.c proves them on the kernel's text;
 * proofs/wp/wp_requeue.c uses them.
 *
 * The kernel's text is not in this repository: tools/extract-wheel-index
 * cuts it, byte for byte, out of kernel/time/timer.c of the installed
 * linux-source-6.1 into build/wheel-index/ before WP runs (run-wp
 * does it), and fails, saying what differs, when a piece is missing, its
 * text is not the one pinned in tools/wheel-index.sha256, or a constant
 * is not what src/wheel_logic.h assumes.  The contracts below sit on prior
 * declarations; ACSL merges them with the kernel's definitions.
 */

/* What the kernel's text needs from its context: HZ > 100, so that
 * LVL_DEPTH is 9, the depth src/wheel_logic.h models (the extraction
 * checks the constants for HZ = 250). */
#ifndef WHEEL_INDEX_CONTRACT_H
#define WHEEL_INDEX_CONTRACT_H

#define HZ 250

#include "wheel_index.h"
#include "../build/wheel-index/macros.h"

/*@
  @ requires W_index: valid: \valid(bucket_expiry);
  @ requires W_index: level: lvl < LVL_DEPTH;
  @ assigns  *bucket_expiry;
  @ ensures  W_index: bucket: *bucket_expiry == lvl_bucket(expires, lvl);
  @ ensures  W_index: slot: LVL_SIZE * lvl <= \result < LVL_SIZE * (lvl + 1);
  @ ensures  W_index: names:
  @   \result % LVL_SIZE ==
  @     ((unsigned long)((expires >> LVL_SHIFT(lvl)) + 1)) % LVL_SIZE;
  @*/
static inline unsigned calc_index(unsigned long expires, unsigned lvl,
				  unsigned long *bucket_expiry);

/*@
  @ requires W_index: valid: \valid(bucket_expiry);
  @ assigns  *bucket_expiry;
  @ ensures  W_index: bucket: *bucket_expiry == wheel_fire(expires, clk);
  @ ensures  W_index: slot: 0 <= \result < WHEEL_SIZE;
  @ ensures  W_index: level: \result / LVL_SIZE == wheel_level(expires, clk);
  @ ensures  W_index: names:
  @   \result % LVL_SIZE ==
  @     lvl_slot(*bucket_expiry, wheel_level(expires, clk));
  @*/
static int calc_wheel_index(unsigned long expires, unsigned long clk,
			    unsigned long *bucket_expiry);

#endif /* WHEEL_INDEX_CONTRACT_H */

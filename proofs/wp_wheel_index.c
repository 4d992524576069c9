/*
 * Frama-C entry point for W-index: the timer wheel's own calc_index() and
 * calc_wheel_index() queue a timer at wheel_fire() (src/wheel_logic.h).
 *
 * The kernel's text is not in this repository: proofs/extract-wheel-index
 * cuts it, byte for byte, out of kernel/time/timer.c of the installed
 * linux-source-6.1 into proofs/out/wheel-index/ before WP runs (run-wp
 * does it), and fails, saying what differs, when a piece is missing, its
 * text is not the one pinned in proofs/wheel-index.sha256, or a constant
 * is not what src/wheel_logic.h assumes.  The contracts, in
 * proofs/wheel_index_contract.h, sit on prior declarations; ACSL merges
 * them with the kernel's definitions below.
 */
#include "wheel_index_contract.h"

#include "out/wheel-index/calc_index.c"
#include "out/wheel-index/calc_wheel_index.c"

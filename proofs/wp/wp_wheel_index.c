/*
 * Frama-C entry point for W-index: the timer wheel's own calc_index() and
 * calc_wheel_index() queue a timer at wheel_fire() (src/wheel_logic.h).
 *
 * The kernel's text is not in this repository: tools/extract-wheel-index
 * cuts it, byte for byte, out of kernel/time/timer.c of the installed
 * linux-source-6.1 into build/wheel-index/ before WP runs (run-wp
 * does it), and fails, saying what differs, when a piece is missing, its
 * text is not the one pinned in tools/wheel-index.sha256, or a constant
 * is not what src/wheel_logic.h assumes.  The contracts, in
 * src/wheel_index_contract.h, sit on prior declarations; ACSL merges
 * them with the kernel's definitions below.
 */
#include "../../src/wheel_index_contract.h"

#include "../../build/wheel-index/calc_index.c"
#include "../../build/wheel-index/calc_wheel_index.c"

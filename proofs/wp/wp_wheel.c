/*
 * Frama-C entry point for the wheel model and the queueing step.  The step
 * asks the wheel's own calc_wheel_index(): WP uses its contract (W-index,
 * proved on the kernel's text in proofs/wp/wp_wheel_index.c), declared first.
 */
#include "../../src/wheel_index_contract.h"
#include "../../src/wheel_fire.h"
#include "../../src/slack_queue.h"

/*
 * Frama-C entry point for W-requeue's second counter-case: the condition
 * issue 21 proposed, the bucket of the timer's own expiry at the level of
 * its index compared with the new one, without the race fix's last-level
 * guard (timer_in_bucket()'s `lvl < LVL_DEPTH - 1 || time_before(...)`),
 * under the contract of proofs/wp/wp_requeue.c (the same text: this file
 * includes it).  proofs/negative/requeue-counter-case expects WP to FAIL on
 * exactly the clause W_requeue: never_early: a timer capped at the wheel's horizon
 * is not in the bucket of its expiry (spec/wheel.md, W-requeue;
 * tests/counter-case/requeue.c replays it).
 */
#define REQUEUE_ISSUE
#include "../wp/wp_requeue.c"

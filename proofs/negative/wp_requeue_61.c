/*
 * Frama-C entry point for W-requeue's counter-case: 6.1's same-bucket
 * shortcut, which compares the index alone, under the contract of
 * proofs/wp/wp_requeue.c (the same text: this file includes it).
 * proofs/negative/requeue-counter-case expects WP to FAIL on exactly the
 * clause W_requeue: never_early; tests/counter-case/requeue.c replays concrete
 * timers through the kernel's own calc_wheel_index().
 */
#define REQUEUE_61
#include "../wp/wp_requeue.c"

/*
 * Frama-C entry point for the counter-case: the seed's original
 * apply_slack() (seed_apply_slack.c, beside this file, untouched) under the
 * safety and R-auto parts of the spec.  proofs/negative/seed-counter-case
 * expects WP to FAIL on exactly the goals named there.
 */
#include <limits.h>
#include "../../src/slack_logic.h"

/*@
  @ requires valid:  \valid_read(addr);
  @ requires width:  size == 64;
  @ assigns  \nothing;
  @ ensures  range:  0 <= \result <= 64;
  @*/
static unsigned long find_last_bit(const unsigned long *addr, unsigned long size);

/*@
  @ assigns  \nothing;
  @
  @ behavior auto_no_slack:
  @   assumes  slack < 0 && !(256 <= jiffies_after(expires, now) <= LONG_MAX);
  @   ensures  auto_on_time: \result == expires;
  @*/
unsigned long apply_slack(unsigned long expires, int slack, unsigned long now);

#include "seed_apply_slack.c"

/*
 * Frama-C entry point for the wheel counter-case: the 2010 rounding queued
 * as is (the series before the queueing step) under the contract of
 * slack_queue_expiry().  proofs/negative/queue-counter-case expects WP to
 * FAIL on exactly the goals named there; tests/counter-case/queue_as_is.c
 * shows a concrete vector for each.
 */
#include "../../src/wheel_index_contract.h"
#include "../../src/wheel_fire.h"
#include "../../src/slack_queue.h"

/*@
  @ assigns  \nothing;
  @
  @ ensures  window:
  @   in_window(\result, expires, effective_slack(expires, slack, clk));
  @ ensures  never_earlier:
  @   fire_delay(\result, clk) >= fire_delay(expires, clk);
  @ ensures  bounded:
  @   fire_delay(\result, clk) <= fire_delay(expires, clk) ||
  @   fire_delay(\result, clk) <=
  @     signed_after(expires, clk) + effective_slack(expires, slack, clk);
  @*/
unsigned long queue_as_is(unsigned long expires, int slack, unsigned long clk)
{
	return apply_slack(expires, slack, clk);
}

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * slack_queue_expiry() - the expiry to queue so that the 6.1 wheel fires a
 * timer at apply_slack()'s instant whenever it can, and otherwise exactly
 * when it would fire without slack.
 *
 * The wheel fires a timer at the first bucket boundary of its level
 * strictly after the queued expiry, so queueing apply_slack()'s aligned
 * instant A itself would fire it one whole granule after A.  Queueing an
 * expiry q before A with wheel_fire(q) == A fires it at A.  The candidates:
 * A - 1, and when that lands on a coarser level than needed, the last
 * expiry of the level below.  The text from the ACSL contract down to the
 * closing brace is copied byte for byte into kernel/time/timer.c.
 */
#ifndef SLACK_QUEUE_H
#define SLACK_QUEUE_H

#include "apply_slack.h"
#include "wheel_lemmas.h"
#include "wheel_index_kernel.h"

/*
 * A ghost lemma function (see src/slack_rounding.h for why functions): the
 * step's call instantiates the lemmas first_whole, first_below and
 * first_start of src/wheel_lemmas.h with its own A (a), clock, candidate q
 * that fires at A, and the first expiry f of q's bucket that it computed.
 */
/*@ ghost
  /@ requires range: a < JIFFY_WRAP && clk < JIFFY_WRAP && q < JIFFY_WRAP &&
                     f < JIFFY_WRAP;
     requires fires: wheel_fire(q, clk) == a &&
                     jiffies_after(q, clk) < WHEEL_CUTOFF;
     requires cases: \let g = wheel_gran(jiffies_after(q, clk));
                     \let d = jiffies_after(a, clk);
       (f == jiffy(a + JIFFY_WRAP - g) && (g == 1 || 63 * (g / 8) <= d - g)) ||
       (8 <= g && d - g < 63 * (g / 8) && d - g / 8 < 63 * (g / 8) &&
        f == jiffy(a + JIFFY_WRAP - g / 8)) ||
       (8 <= g && d - g < 63 * (g / 8) <= d - g / 8 &&
        f == jiffy(clk + 63 * (g / 8)));
     assigns  \nothing;
     ensures  fires: wheel_fire(f, clk) == a;
     ensures  nearer: jiffies_after(f, clk) <= jiffies_after(q, clk);
     ensures  before: fire_delay(jiffy(f + JIFFY_WRAP - 1), clk) <
                        jiffies_after(a, clk);
     ensures  level: \let g = wheel_gran(jiffies_after(q, clk));
       wheel_level(f, clk) == wheel_level(q, clk) ||
       (8 <= g && jiffies_after(a, clk) - g / 8 < 63 * (g / 8) &&
        f == jiffy(a + JIFFY_WRAP - g / 8));
  @/
  static void bucket_first_at(unsigned long a, unsigned long clk,
                              unsigned long q, unsigned long f)
  {
	/@ assert span: \let g = wheel_gran(jiffies_after(q, clk));
		a % g == 0 && wheel_gran_value(g) &&
		jiffies_after(a, clk) - g <= jiffies_after(q, clk) <
			jiffies_after(a, clk); @/
  }
*/

/*
 * Another: no expiry of the window before f fires at a, when f fires at a,
 * the jiffy before f fires sooner, and f is ahead of the clock.
 */
/*@ ghost
  /@ requires range: e < JIFFY_WRAP && clk < JIFFY_WRAP && f < JIFFY_WRAP &&
                     a < JIFFY_WRAP;
     requires ahead: 1 <= jiffies_after(a, clk) &&
                     jiffies_after(f, clk) < WHEEL_CUTOFF &&
                     jiffies_after(f, e) <= LONG_MAX;
     requires before: fire_delay(jiffy(f + JIFFY_WRAP - 1), clk) <
                        jiffies_after(a, clk);
     assigns  \nothing;
     ensures  earliest: \forall integer q;
                0 <= q < JIFFY_WRAP && jiffies_after(q, e) < jiffies_after(f, e) ==>
                wheel_fire(q, clk) != a;
  @/
  static void earliest_at(unsigned long e, unsigned long clk,
                          unsigned long f, unsigned long a)
  {
  }
*/

/*
 * Another: when the request e fires elsewhere than at a, and the candidate
 * q of the window fires at a, the first expiry f of q's bucket lies
 * between e and q in the window and fires no earlier than e.
 */
/*@ ghost
  /@ requires range: e < JIFFY_WRAP && clk < JIFFY_WRAP && q < JIFFY_WRAP &&
                     f < JIFFY_WRAP && a < JIFFY_WRAP;
     requires elsewhere: wheel_fire(e, clk) != a;
     requires fires: wheel_fire(q, clk) == a && wheel_fire(f, clk) == a;
     requires nearer: jiffies_after(f, clk) <= jiffies_after(q, clk) < WHEEL_CUTOFF;
     requires window: jiffies_after(q, e) < jiffies_after(a, e) <= LONG_MAX;
     assigns  \nothing;
     ensures  after: !(jiffies_after(f, clk) <= jiffies_after(e, clk) <=
                       jiffies_after(q, clk));
     ensures  window: jiffies_after(f, e) <= jiffies_after(q, e);
     ensures  never_earlier: fire_delay(f, clk) >= fire_delay(e, clk);
  @/
  static void first_in_window(unsigned long e, unsigned long clk,
                              unsigned long q, unsigned long f,
                              unsigned long a)
  {
	/@ assert after: !(jiffies_after(f, clk) <= jiffies_after(e, clk) <=
			   jiffies_after(q, clk)); @/
	/@ assert other: q != e && 0 < jiffies_after(q, e); @/
	/@ assert nearer: jiffies_after(e, clk) > LONG_MAX ||
			  jiffies_after(e, clk) < jiffies_after(f, clk); @/
  }
*/

/*
 * Another: when a is ahead of the clock and not a multiple of the
 * granularity of the request e's level lvl, no expiry of the window
 * [e, e + slack] fires at a (lemmas LevelGrid of src/wheel_index.h).
 */
/*@ ghost
  /@ requires range: e < JIFFY_WRAP && a < JIFFY_WRAP && clk < JIFFY_WRAP;
     requires slack: 0 <= slack;
     requires level: lvl == wheel_level(e, clk);
     requires ahead: 1 <= jiffies_after(a, clk);
     assigns  \nothing;
     ensures  miss: a % lvl_gran(lvl) != 0 ==> grid_miss(e, slack, a, clk);
  @/
  static void coarse_miss(unsigned long e, int slack, unsigned long a,
                          unsigned long clk, unsigned int lvl)
  {
	// one path per level: each granularity is then a constant
	if (lvl == 0) {} else if (lvl == 1) {} else if (lvl == 2) {}
	else if (lvl == 3) {} else if (lvl == 4) {} else if (lvl == 5) {}
	else if (lvl == 6) {} else if (lvl == 7) {} else if (lvl == 8) {}
  }
*/

/*@
  @ requires E_index: valid: \valid(idx) && \valid(bucket_expiry) &&
  @   \separated(idx, bucket_expiry);
  @ requires E_queued: candidate: 0 <= q < JIFFY_WRAP &&
  @   wheel_fire(q, clk) == aligned && jiffies_after(q, clk) < WHEEL_CUTOFF &&
  @   0 <= i < WHEEL_SIZE && i / LVL_SIZE == wheel_level(q, clk) &&
  @   i % LVL_SIZE == lvl_slot(aligned, wheel_level(q, clk));
  @ assigns  *idx, *bucket_expiry;
  @ ensures  E_queued: fires: wheel_fire(\result, clk) == aligned;
  @ ensures  E_queued: nearer: jiffies_after(\result, clk) <= jiffies_after(q, clk);
  @ ensures  E_queued: first:
  @   fire_delay(jiffy(\result + JIFFY_WRAP - 1), clk) < jiffies_after(aligned, clk);
  @ ensures  E_index: bucket: *bucket_expiry == wheel_fire(\result, clk);
  @ ensures  E_index: slot: *idx < WHEEL_SIZE;
  @ ensures  E_index: level: *idx / LVL_SIZE == wheel_level(\result, clk);
  @ ensures  E_index: names:
  @   *idx % LVL_SIZE == lvl_slot(*bucket_expiry, wheel_level(\result, clk));
  @*/
static inline unsigned long slack_bucket_start(unsigned long aligned,
					       unsigned long clk, int i,
					       unsigned int *idx,
					       unsigned long *bucket_expiry)
	/*@ ghost (unsigned long q) */
{
	unsigned int lvl = i / LVL_SIZE;
	unsigned long first;

	/*@ ghost level_gran_at(lvl);
		  if (lvl != 0)
			level_below_at(lvl); */
	/*@ assert E_queued: level: lvl == wheel_level(q, clk) &&
			lvl_gran(lvl) == wheel_gran(jiffies_after(q, clk)); */
	/*
	 * q fires at A from level lvl, and so does every expiry of its
	 * bucket on that level: the earliest is A - LVL_GRAN(lvl), or the
	 * start of the level when the level starts inside the bucket; then
	 * the end of the level below may fire at A too, from A - LVL_GRAN(lvl
	 * - 1) on.
	 */
	first = aligned - LVL_GRAN(lvl);
	/*@ assert E_queued: whole: first == jiffy(aligned + JIFFY_WRAP - lvl_gran(lvl)); */
	/*@ assert E_queued: whole_after: lvl_gran(lvl) <= jiffies_after(aligned, clk) &&
			jiffies_after(first, clk) == jiffies_after(aligned, clk) - lvl_gran(lvl); */
	if (lvl && first - clk < LVL_START(lvl)) {
		first = aligned - LVL_GRAN(lvl - 1);
		/*@ assert E_queued: below: \let g = lvl_gran(lvl);
				8 <= g && jiffies_after(aligned, clk) - g < 63 * (g / 8) &&
				first == jiffy(aligned + JIFFY_WRAP - g / 8) &&
				jiffies_after(first, clk) == jiffies_after(aligned, clk) - g / 8; */
		if (first - clk < LVL_START(lvl)) {
			/*@ ghost bucket_first_at(aligned, clk, q, first); */
			*idx = calc_wheel_index(first, clk, bucket_expiry);
			return first;
		}
		first = clk + LVL_START(lvl);
	}
	/*@ ghost bucket_first_at(aligned, clk, q, first); */
	*idx = i;
	*bucket_expiry = aligned;
	return first;
}

/*@
  @ requires E_index: valid: \valid(idx) && \valid(bucket_expiry) &&
  @   \separated(idx, bucket_expiry);
  @ assigns  *idx, *bucket_expiry;
  @
  @ ensures  E_window: window:
  @   in_window(\result, expires, effective_slack(expires, slack, clk));
  @ ensures  E_never_earlier: never_earlier:
  @   fire_delay(\result, clk) >= fire_delay(expires, clk);
  @ ensures  E_bounded: bounded:
  @   fire_delay(\result, clk) <= fire_delay(expires, clk) ||
  @   fire_delay(\result, clk) <=
  @     signed_after(expires, clk) + effective_slack(expires, slack, clk);
  @ ensures  E_aligned: aligned:
  @   \let s = effective_slack(expires, slack, clk);
  @   \forall integer b, a;
  @     s > 0 && top_differ(b, slack_limit(expires, s), expires) &&
  @     in_open_window(a, expires, s) && a % p2(b) == 0 &&
  @     wheel_reaches(expires, s, a, clk) &&
  @     jiffies_after(a, clk) >= fire_delay(expires, clk) ==>
  @     wheel_fire(\result, clk) == a;
  @ ensures  E_fallback: fallback:
  @   \let s = effective_slack(expires, slack, clk);
  @   \let a = wheel_fire(\result, clk);
  @   \result != expires ==>
  @     s > 0 && in_open_window(a, expires, s) &&
  @     (\forall integer b;
  @        top_differ(b, slack_limit(expires, s), expires) ==> a % p2(b) == 0) &&
  @     fire_delay(\result, clk) >= fire_delay(expires, clk);
  @ ensures  E_queued: earliest:
  @   \forall integer q;
  @     in_window(q, expires, effective_slack(expires, slack, clk)) &&
  @     jiffies_after(q, expires) < jiffies_after(\result, expires) ==>
  @     wheel_fire(q, clk) != wheel_fire(\result, clk);
  @ ensures  E_auto_exact: queued: slack < 0 ==> \result == expires;
  @ ensures  E_index: bucket: *bucket_expiry == wheel_fire(\result, clk);
  @ ensures  E_index: slot: *idx < WHEEL_SIZE;
  @ ensures  E_index: level: *idx / LVL_SIZE == wheel_level(\result, clk);
  @ ensures  E_index: names:
  @   *idx % LVL_SIZE == lvl_slot(*bucket_expiry, wheel_level(\result, clk));
  @*/
static __always_inline unsigned long slack_queue_expiry(unsigned long expires,
							int slack, unsigned long clk,
							unsigned int *idx,
							unsigned long *bucket_expiry)
{
	unsigned long aligned, queued, first, bucket;
	unsigned int lvl;
	/* as calc_wheel_index() returns it; unsigned in slack_bucket_start() */
	int i;

	/* the request's own bucket: where the timer goes unless it moves */
	*idx = calc_wheel_index(expires, clk, bucket_expiry);
	/*
	 * Automatic slack (slack < 0) never changes the jiffy at which this
	 * wheel fires a timer (lemma E_auto_exact): queue the request as is.
	 */
	/*@ assert E_aligned: automatic: slack < 0 ==>
			\let s = effective_slack(expires, slack, clk);
			\forall integer b, a;
			s > 0 && top_differ(b, slack_limit(expires, s), expires) &&
			in_open_window(a, expires, s) && a % p2(b) == 0 &&
			wheel_reaches(expires, s, a, clk) &&
			jiffies_after(a, clk) >= fire_delay(expires, clk) ==>
			wheel_fire(expires, clk) == a; */
	if (slack < 0)
		return expires;
	aligned = apply_slack(expires, slack, clk);
	/* A is the request, or the request fires at A already: keep it */
	if (aligned == expires || *bucket_expiry == aligned)
		return expires;
	/*@ assert E_aligned: the_instant: \forall integer b, a;
			\let s = effective_slack(expires, slack, clk);
			top_differ(b, slack_limit(expires, s), expires) &&
			in_open_window(a, expires, s) && a % p2(b) == 0 ==>
			a == aligned; */
	/*@ assert E_aligned: reach:
			wheel_reaches(expires, effective_slack(expires, slack, clk),
				      aligned, clk) ==>
			candidate_reaches(expires, aligned, clk); */
	/*@ assert E_queued: ahead: 1 <= jiffies_after(aligned, clk); */
	/*
	 * Every expiry of the window is on the request's level or a coarser
	 * one, and fires on a multiple of that level's granularity: when A
	 * is not one, nothing in the window fires at A.
	 */
	lvl = *idx / LVL_SIZE;
	/*@ ghost level_gran_at(lvl);
		  coarse_miss(expires, slack, aligned, clk, lvl); */
	/*@ assert E_aligned: coarse: aligned % lvl_gran(lvl) != 0 ==>
			!wheel_reaches(expires, effective_slack(expires, slack, clk),
				       aligned, clk); */
	if (aligned % LVL_GRAN(lvl))
		return expires;
	queued = aligned - 1;
	/*@ assert E_aligned: before: queued == jiffy(aligned + JIFFY_WRAP - 1); */
	i = calc_wheel_index(queued, clk, &bucket);
	/*@ assert E_index: kept: *bucket_expiry == wheel_fire(expires, clk) &&
			*idx < WHEEL_SIZE && *idx / LVL_SIZE == wheel_level(expires, clk) &&
			*idx % LVL_SIZE == lvl_slot(*bucket_expiry, wheel_level(expires, clk)); */
	lvl = i / LVL_SIZE;
	if (bucket != aligned) {
		/*
		 * A - 1 sits on a level too coarse for A, or past the wheel's
		 * capacity: the last expiry of the level below, or the last
		 * one the wheel holds, may still fire at A if in the window.
		 * (On level 0, A - 1 fires at A.)
		 */
		if (queued - clk >= WHEEL_TIMEOUT_CUTOFF) {
			queued = clk + WHEEL_TIMEOUT_CUTOFF - 1;
		} else {
			/*@ ghost level_end_at(aligned, clk, lvl); */
			queued = clk + LVL_START(lvl) - 1;
		}
		/*@ assert E_aligned: level_end: queued == level_end_below(aligned, clk); */
		/*@ assert E_aligned: outside:
				jiffies_after(queued, expires) >=
				jiffies_after(aligned, expires) ==>
				!candidate_reaches(expires, aligned, clk); */
		if (queued - expires >= aligned - expires)
			return expires;
		i = calc_wheel_index(queued, clk, &bucket);
		/*@ assert E_index: kept: *bucket_expiry == wheel_fire(expires, clk) &&
				*idx < WHEEL_SIZE && *idx / LVL_SIZE == wheel_level(expires, clk) &&
				*idx % LVL_SIZE ==
				lvl_slot(*bucket_expiry, wheel_level(expires, clk)); */
		/*@ assert E_aligned: missed:
				bucket != aligned ==>
				!candidate_reaches(expires, aligned, clk); */
		if (bucket != aligned)
			return expires;
	}
	/*@ assert E_aligned: fires: wheel_fire(queued, clk) == aligned; */
	/*@ assert E_queued: candidate: jiffies_after(queued, clk) < WHEEL_CUTOFF; */
	/*@ assert E_queued: in_window:
			jiffies_after(queued, expires) < jiffies_after(aligned, expires); */
	/*@ assert E_queued: index: 0 <= i < WHEEL_SIZE &&
			i / LVL_SIZE == wheel_level(queued, clk) &&
			i % LVL_SIZE == lvl_slot(aligned, wheel_level(queued, clk)); */
	/*@ assert E_queued: elsewhere: wheel_fire(expires, clk) != aligned; */
	first = slack_bucket_start(aligned, clk, i, idx, bucket_expiry) /*@ ghost (queued) */;
	/*@ ghost first_in_window(expires, clk, queued, first, aligned); */
	/*@ assert E_window: first:
			jiffies_after(first, expires) <= jiffies_after(queued, expires); */
	/*@ assert E_never_earlier: first:
			fire_delay(first, clk) >= fire_delay(expires, clk); */
	/*@ ghost earliest_at(expires, clk, first, aligned); */
	return first;
}

#endif /* SLACK_QUEUE_H */

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The ACSL logic definitions the contracts are written in, as C functions
 * on integers wide enough for them (logic integers never wrap): one C
 * function per ACSL definition, same name, same cases, in the order of
 * src/slack_logic.h, src/slack_zeros.h, src/wheel_logic.h,
 * src/wheel_index.h and src/wheel_lemmas.h.  Written by hand (no Debian
 * package turns ACSL into C); each is short enough to compare line by line
 * with its ACSL text.
 *
 * W = 8 * sizeof(unsigned long) bits: 64 natively, 32 in a -m32 build.
 */
#ifndef COMPLETENESS_LOGIC_H
#define COMPLETENESS_LOGIC_H

#include <limits.h>

/* a logic integer: 2^(W+2) must fit (x + s + JIFFY_WRAP with x, s < 2^W) */
#if ULONG_MAX == 0xffffffffUL
typedef long long integer;
#else
typedef __int128 integer;
#endif

#define ULONG_BITS	((integer)(8 * sizeof(unsigned long)))
#define JIFFY_WRAP	((integer)ULONG_MAX + 1)
#define LMAX		((integer)LONG_MAX)
#define CUTOFF		((integer)1056964608)	/* WHEEL_CUTOFF */
#define CAP		((integer)1040187392)	/* WHEEL_CAP */

/* ---- src/slack_logic.h ---- */
static integer p2(integer k)
{
	static integer table[2 * 8 * sizeof(unsigned long) + 2];

	if (k <= 0)
		return 1;
	if (!table[k])
		table[k] = 2 * p2(k - 1);
	return table[k];
}

static int top_bit(integer b, integer m)
{
	return 0 <= b && b <= ULONG_BITS - 1 && p2(b) <= m && m < p2(b + 1);
}

static int top_differ(integer b, integer x, integer y)
{
	return top_bit(b, x ^ y);
}

static integer jiffies_after(integer a, integer b)
{
	return a >= b ? a - b : a - b + JIFFY_WRAP;
}

static integer effective_slack(integer e, integer slack, integer now)
{
	integer d = jiffies_after(e, now);

	if (slack >= 0)
		return slack;
	return 256 <= d && d <= LMAX ? d / 256 : 0;
}

static integer slack_limit(integer e, integer s)
{
	return e + s < JIFFY_WRAP ? e + s : e + s - JIFFY_WRAP;
}

static int in_window(integer x, integer e, integer s)
{
	return 0 <= x && x < JIFFY_WRAP && jiffies_after(x, e) <= s;
}

static int in_open_window(integer x, integer e, integer s)
{
	return in_window(x, e, s) && x != e;
}

/* ---- src/slack_zeros.h ---- */
/* counted upwards: the largest j <= n with x % 2^j == 0 (2^j | x for
 * every smaller j too) */
static integer tz_upto(integer x, integer n)
{
	integer j = 0;

	while (j < n && x % p2(j + 1) == 0)
		j++;
	return j;
}

static integer trailing_zeros(integer x)
{
	return tz_upto(x, ULONG_BITS);
}

/* ---- src/wheel_logic.h ---- */
static integer wheel_gran(integer d)
{
	return d < 63 ? 1 : d < 504 ? 8 : d < 4032 ? 64 : d < 32256 ? 512 :
	       d < 258048 ? 4096 : d < 2064384 ? 32768 :
	       d < 16515072 ? 262144 : d < 132120576 ? 2097152 : 16777216;
}

static integer jiffy(integer x)
{
	return x < JIFFY_WRAP ? x : x - JIFFY_WRAP;
}

static integer next_multiple(integer x, integer g)
{
	return x / g * g + g;
}

static integer wheel_fire(integer e, integer clk)
{
	integer d = jiffies_after(e, clk);

	if (d > LMAX)
		return clk;
	if (d >= CUTOFF)
		return jiffy(next_multiple(jiffy(clk + CAP), 16777216));
	return jiffy(next_multiple(e, wheel_gran(d)));
}

static integer fire_delay(integer e, integer clk)
{
	return jiffies_after(wheel_fire(e, clk), clk);
}

static integer signed_after(integer x, integer clk)
{
	integer d = jiffies_after(x, clk);

	return d <= LMAX ? d : d - JIFFY_WRAP;
}

/* ---- src/wheel_index.h ---- */
static integer lvl_gran(integer n)
{
	return p2(3 * n);
}

static integer lvl_bucket(integer e, integer n)
{
	return jiffy(next_multiple(e, lvl_gran(n)));
}

static integer turn_slot(integer q)
{
	return q % 64;
}

static integer lvl_slot(integer b, integer n)
{
	return turn_slot(b / lvl_gran(n));
}

static integer wheel_level(integer e, integer clk)
{
	integer d = jiffies_after(e, clk);

	return d > LMAX ? 0 : d < 63 ? 0 : d < 504 ? 1 : d < 4032 ? 2 :
	       d < 32256 ? 3 : d < 258048 ? 4 : d < 2064384 ? 5 :
	       d < 16515072 ? 6 : d < 132120576 ? 7 : 8;
}

/* src/wheel_lemmas.h's wheel_reaches() is an \exists over the window: the
 * checker, which enumerates the window, evaluates it there. */

#endif /* COMPLETENESS_LOGIC_H */

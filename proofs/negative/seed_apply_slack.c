/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The counter-case: apply_slack() exactly as the seed patch wrote it
 * (Arjan van de Ven, "timers: Introduce the concept of timer slack for
 * legacy timers", 2010-01-09, kernel/timer.c), adapted only to take the
 * parameters of the verified version:
 *
 *	timer->slack -> slack,  jiffies -> now.
 *
 * find_last_bit() is given for one word, as the kernel defines it.  Plain C
 * with no include beyond <limits.h>, so that Frama-C parses it as it is.
 *
 * It is wrong twice, and two checks keep it so: WP's
 * (proofs/negative/seed-counter-case, through wp_seed.c) and UBSAN's
 * (tests/counter-case/counter-case.sh, make counter-case):
 *  - (1 << bit) is an int shift: undefined for bit >= 31, which any window
 *    that crosses a multiple of 2^31 reaches;
 *  - for an expired timer with automatic slack, (expires - now) wraps to
 *    nearly 2^64, so the limit lands some 2^55..2^56 jiffies in the future.
 */
#include <limits.h>

#define BITS_PER_LONG	64

/* Index of the highest set bit among the first size bits, size if none. */
static unsigned long find_last_bit(const unsigned long *addr, unsigned long size)
{
	unsigned long word = *addr;
	unsigned long bit = size;

	while (bit > 0) {
		bit--;
		if ((word >> bit) & 1UL)
			return bit;
	}
	return size;
}

/*
 * Decide where to put the timer while taking the slack into account
 *
 * Algorithm:
 *   1) calculate the maximum (absolute) time
 *   2) calculate the highest bit where the expires and new max are different
 *   3) use this bit to make a mask
 *   4) use the bitmask to round down the maximum time, so that all last
 *      bits are zeros
 */
unsigned long apply_slack(unsigned long expires, int slack, unsigned long now)
{
	unsigned long expires_limit, mask;
	int bit;

	expires_limit = expires + slack;

	if (slack < 0) /* auto slack: use 0.4% */
		expires_limit = expires + (expires - now)/256;

	mask = expires ^ expires_limit;

	if (mask == 0)
		return expires;

	bit = find_last_bit(&mask, BITS_PER_LONG);

	mask = (1 << bit) - 1;

	expires_limit = expires_limit & ~(mask);

	return expires_limit;
}

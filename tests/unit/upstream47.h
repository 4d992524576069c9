/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Upstream's last apply_slack() (kernel/time/timer.c, 2.6.3x .. 4.7), for
 * the benchmark only: the text as it was, adapted to the verified
 * version's parameters (timer->slack -> slack, jiffies -> now), and with
 * find_last_bit(&mask, BITS_PER_LONG) written as __fls(mask), which is the
 * same for the non-zero mask it sees and is what the kernel inlines.
 * The caller supplies __fls().
 */
#ifndef UPSTREAM47_H
#define UPSTREAM47_H

static inline
unsigned long upstream_apply_slack(unsigned long expires, int slack,
				   unsigned long now)
{
	unsigned long expires_limit, mask;
	int bit;

	if (slack >= 0) {
		expires_limit = expires + slack;
	} else {
		long delta = expires - now;

		if (delta < 256)
			return expires;

		expires_limit = expires + delta / 256;
	}
	mask = expires ^ expires_limit;
	if (mask == 0)
		return expires;

	bit = __fls(mask);

	mask = (1UL << bit) - 1;

	expires_limit = expires_limit & ~(mask);

	return expires_limit;
}

#endif /* UPSTREAM47_H */

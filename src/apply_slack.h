/* SPDX-License-Identifier: GPL-2.0 */
/*
 * apply_slack() - the verified timer-slack rounding.
 *
 * This header compiles unchanged in user space and under Frama-C.  The text
 * from the ACSL contract of apply_slack() down to its closing brace is copied
 * byte for byte into kernel/time/timer.c by kernel-patch/regenerate; do not
 * reformat it without regenerating the series.
 */
#ifndef APPLY_SLACK_H
#define APPLY_SLACK_H

#include "slack_compat.h"
#include "slack_logic.h"

/*@
  @ assigns  \nothing;
  @*/
static inline unsigned long apply_slack(unsigned long expires, int slack,
					unsigned long now)
{
	unsigned long limit, mask, bit;

	if (slack >= 0) {
		limit = expires + slack;
	} else {
		unsigned long delta = expires - now;

		/* (long)delta < 256: expired or due soon, no automatic slack */
		if (delta < 256 || delta > LONG_MAX)
			return expires;
		limit = expires + delta / 256;
	}
	mask = expires ^ limit;
	if (mask == 0)
		return expires;
	bit = __fls(mask);
	return (limit >> bit) << bit;
}

#endif /* APPLY_SLACK_H */

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Include before apply_slack.h: every __fls() call apply_slack() makes is
 * checked against __fls()'s precondition (word != 0) at run time.
 *
 * Why: the user-space loop of src/fls.h returns 0 for 0, a harmless answer,
 * but the kernel's __fls() is x86 `bsr`, whose result is undefined for 0.
 * Without this check a bug that calls __fls(0) (for instance dropping the
 * mask == 0 case) passes every user-space test; the proof catches it, and
 * with this check the tests do too.  The loop itself is still the one that
 * runs: it is only renamed here.
 */
#ifndef SLACK_FLS_CHECKED_H
#define SLACK_FLS_CHECKED_H

#include <stdio.h>
#include <stdlib.h>

#define __fls slack_fls_loop
#include "fls.h"
#undef __fls

static inline unsigned long __fls(unsigned long word)
{
	if (word == 0) {
		fprintf(stderr, "__fls(0): precondition violated (undefined in the kernel)\n");
		abort();
	}
	return slack_fls_loop(word);
}

#endif /* SLACK_FLS_CHECKED_H */

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What <linux/limits.h> and <linux/bitops.h> give apply_slack() in the
 * kernel, supplied for user space and Frama-C.
 */
#ifndef SLACK_COMPAT_H
#define SLACK_COMPAT_H

#include <limits.h>
#include "fls.h"

/* <linux/compiler_types.h>; glibc's <sys/cdefs.h> may have it already */
#ifndef __always_inline
#define __always_inline inline __attribute__((__always_inline__))
#endif

#endif /* SLACK_COMPAT_H */

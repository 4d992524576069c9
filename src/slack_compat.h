/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What <linux/limits.h> and <linux/bitops.h> give apply_slack() in the
 * kernel, supplied for user space and Frama-C.
 */
#ifndef SLACK_COMPAT_H
#define SLACK_COMPAT_H

#include <limits.h>
#include "fls.h"

#endif /* SLACK_COMPAT_H */

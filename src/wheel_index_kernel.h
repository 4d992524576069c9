/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The timer wheel's own calc_index() and calc_wheel_index(), with the
 * LVL_* and WHEEL_* macros they use, for slack_queue_expiry() outside the
 * kernel (in kernel/time/timer.c they are right above it).
 *
 * Their text is not in this repository: tools/extract-wheel-index cuts it,
 * byte for byte, out of kernel/time/timer.c of Debian's linux-source-6.1
 * into build/wheel-index/ (checked against the sha256 pinned in
 * tools/wheel-index.sha256), and a C build puts that folder on its
 * include path (-Ibuild/wheel-index, see tests/tests.mk).  Frama-C
 * proves the step on their contracts instead (W-index, proved on the same
 * text by proofs/wp/wp_wheel_index.c): proofs/wp/wp_wheel.c includes
 * src/wheel_index_contract.h first, and then this file adds nothing.
 */
#ifndef WHEEL_INDEX_KERNEL_H
#define WHEEL_INDEX_KERNEL_H

#ifndef WHEEL_INDEX_CONTRACT_H
/* kernel/time/timer.c's configuration: HZ > 100, the 9-level wheel */
#ifndef HZ
#define HZ 250
#endif
#include "macros.h"

/* A program that includes the step without calling it is no error. */
static int calc_wheel_index(unsigned long expires, unsigned long clk,
			    unsigned long *bucket_expiry) __attribute__((unused));

#include "calc_index.c"
#include "calc_wheel_index.c"
#endif

#endif /* WHEEL_INDEX_KERNEL_H */

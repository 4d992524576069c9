/* SPDX-License-Identifier: GPL-2.0 */
/*
 * make test-32 force-includes this (gcc -include) in every program it
 * builds, with -DWANT_ULONG_BITS=32: the build stops unless unsigned long
 * really is that wide.  A program that quietly came out 64-bit (a lost
 * -m32, a compiler without multilib) would otherwise pass the 32-bit stage
 * on 64-bit answers.  tests/m32.mk also checks that this assertion fails
 * in a build without -m32.
 */
#ifndef WANT_WIDTH_H
#define WANT_WIDTH_H

#ifdef WANT_ULONG_BITS
_Static_assert(sizeof(unsigned long) * 8 == WANT_ULONG_BITS,
	       "unsigned long does not have the width this build is for");
#endif

#endif /* WANT_WIDTH_H */

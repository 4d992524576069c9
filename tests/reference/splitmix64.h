/* SPDX-License-Identifier: GPL-2.0 */
/*
 * splitmix64 (Steele, Lea and Flood, 2014): the one pseudo-random source of
 * the user-space tests, the benchmark and tools/wheel-model.c.  Tiny, fast
 * and good enough to spread bits.  It starts from RND_SEED, so every run
 * draws the same numbers; a user that wants others sets rnd_state.
 */
#ifndef SPLITMIX64_H
#define SPLITMIX64_H

#define RND_SEED	0x7e57c0de2010ULL

/*
 * 64-bit state on every word size; rnd() returns the low bits that fit in
 * an unsigned long, so a -m32 build draws the same numbers, truncated.
 * (Truncated before any "% n": a -m32 tools/coalesce.c would not draw
 * what the 32-bit kernel's wakeup suite draws, which reduces the full
 * 64-bit value; nothing runs that model at 32 bits.)
 */
static unsigned long long rnd_state = RND_SEED;

static unsigned long rnd(void)
{
	unsigned long long z = (rnd_state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return (unsigned long)(z ^ (z >> 31));
}

#endif /* SPLITMIX64_H */

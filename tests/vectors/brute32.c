// SPDX-License-Identifier: GPL-2.0
/*
 * brute32: a second, independent judge of tests/vectors/boundary32.txt,
 * whose answers the reference model wrote at 32 bits (gen-boundary built
 * with -m32).  Every answer is recomputed here from the requirements'
 * words, with the width a parameter of the model (uint32_t) rather than
 * of the build:
 *
 *   R-auto     slack < 0: delta = (int32_t)(expires - now); no slack when
 *              delta < 256 (which takes in every delta of 2^31 and more,
 *              i.e. more than LONG_MAX = 2^31 - 1), else delta / 256;
 *   R-optimal  the instant of (expires, expires + s], counted modulo 2^32,
 *              with the most trailing zeros (0 has 32), found by visiting
 *              every instant of the window; it must be unique.
 *
 * At 32 bits every window fits in an enumeration (s < 2^31), which 64 bits
 * does not allow; this shares no code with tests/reference/slack_ref.h (no
 * "multiple of 2^k" search, no unsigned long).  Built natively, not with
 * -m32: it tests the vectors, not the C, and runs about 7 times faster
 * than under qemu-i386.  The largest windows (slack INT_MAX) take about
 * 1.5 s each, so OpenMP spreads the vectors over the cores.
 *
 * It also fails unless the file holds the cases that only a 32-bit word
 * has: expires near 2^32, windows across 2^32, and automatic slack at
 * delta LONG_MAX (the largest, 2^23 - 1) and LONG_MAX + 1 (expired).
 *
 * Usage: brute32 tests/vectors/boundary32.txt
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXVEC	4096

struct vec {
	uint32_t expires, now, expected;
	int32_t slack;
	int line;
};

static struct vec v[MAXVEC];

/* trailing zeros of a 32-bit instant; 0 is a multiple of 2^32 */
static int tz32(uint32_t x)
{
	return x ? __builtin_ctz(x) : 32;
}

static uint32_t effective_slack(const struct vec *p)
{
	int32_t delta = (int32_t)(p->expires - p->now);

	if (p->slack >= 0)
		return (uint32_t)p->slack;
	return delta < 256 ? 0 : (uint32_t)delta / 256;
}

/* every instant of the window; *ties counts the instants that share the best */
static uint32_t best_in_window(uint32_t expires, uint32_t s, unsigned *ties)
{
	uint32_t best = expires, i;
	int best_tz = -1;

	*ties = 0;
	for (i = 1; i <= s; i++) {	/* s < 2^31: i cannot wrap */
		uint32_t x = expires + i;	/* wraps at 2^32 like 32-bit jiffies */
		int t = tz32(x);

		if (t > best_tz) {
			best_tz = t;
			best = x;
			*ties = 0;
		} else if (t == best_tz) {
			(*ties)++;
		}
	}
	return best;
}

/* a 0x... field that must fit in 32 bits: never truncated quietly */
static int field32(const char *tok, uint32_t *out)
{
	char *end;
	unsigned long long x = strtoull(tok, &end, 16);

	if (*end || x > UINT32_MAX)
		return -1;
	*out = (uint32_t)x;
	return 0;
}

static int read_vectors(const char *path)
{
	char line[256], e[64], n[64], x[64];
	int lineno = 0, count = 0, width = 0;
	long slack;
	FILE *f = fopen(path, "r");

	if (!f) {
		perror(path);
		exit(2);
	}
	while (fgets(line, sizeof(line), f)) {
		lineno++;
		if (line[0] == '#') {
			sscanf(line, "# unsigned long is %d bits wide", &width);
			continue;
		}
		if (count == MAXVEC || sscanf(line, "%63s %ld %63s %63s", e, &slack, n, x) != 4 ||
		    field32(e, &v[count].expires) || field32(n, &v[count].now) ||
		    field32(x, &v[count].expected) || slack < INT32_MIN || slack > INT32_MAX) {
			fprintf(stderr, "brute32: %s:%d: not a 32-bit vector: %s", path, lineno, line);
			exit(1);
		}
		v[count].slack = (int32_t)slack;
		v[count].line = lineno;
		count++;
	}
	fclose(f);
	if (width != 32) {
		fprintf(stderr, "brute32: %s does not say it is for a 32-bit unsigned long\n", path);
		exit(1);
	}
	return count;
}

int main(int argc, char **argv)
{
	unsigned long failures = 0, instants = 0;
	unsigned near_wrap = 0, across = 0, at_max = 0, past_max = 0;
	int count, i;

	if (argc != 2) {
		fprintf(stderr, "usage: %s BOUNDARY32_FILE\n", argv[0]);
		return 2;
	}
	count = read_vectors(argv[1]);

	#pragma omp parallel for schedule(dynamic, 1) reduction(+:failures, instants)
	for (i = 0; i < count; i++) {
		const struct vec *p = &v[i];
		uint32_t s = effective_slack(p);
		unsigned ties;
		uint32_t best = best_in_window(p->expires, s, &ties);

		instants += s;
		if (best != p->expected || ties) {
			failures++;
			#pragma omp critical
			fprintf(stderr, "brute32: line %d: 0x%08" PRIx32 " %" PRId32 " 0x%08" PRIx32
				": the file says 0x%08" PRIx32 ", brute force 0x%08" PRIx32
				" (%u ties)\n", p->line, p->expires, p->slack, p->now,
				p->expected, best, ties);
		}
	}

	/* the 32-bit cases the file must hold */
	for (i = 0; i < count; i++) {
		uint32_t delta = v[i].expires - v[i].now;

		near_wrap += v[i].expires >= UINT32_MAX - 0xffff;
		across += (uint64_t)v[i].expires + effective_slack(&v[i]) > UINT32_MAX;
		at_max += v[i].slack < 0 && delta == INT32_MAX;
		past_max += v[i].slack < 0 && delta == (uint32_t)INT32_MAX + 1;
	}
	printf("brute32: %d vectors, %lu instants enumerated; expires near 2^32: %u,"
	       " windows across 2^32: %u, automatic at delta LONG_MAX: %u, at LONG_MAX + 1: %u\n",
	       count, instants, near_wrap, across, at_max, past_max);
	if (!near_wrap || !across || !at_max || !past_max || count < 190) {
		fprintf(stderr, "brute32: %s lacks a 32-bit boundary case\n", argv[1]);
		failures++;
	}
	printf("brute32: %lu failures\n", failures);
	return failures ? 1 : 0;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * Unit tests of apply_slack() at its boundaries.  Every check names a
 * concrete expected value: hand-derived below, or read from the shared
 * vector file tests/vectors/boundary.txt (argv[1]), whose values come from
 * the reference model.  Each vector is checked against both the C function
 * and the reference model, so a wrong vector cannot hide behind either.
 *
 * Usage: unit BOUNDARY_FILE
 *
 * Requirements checked here (spec/requirements.md): R-window, R-align,
 * R-optimal and R-auto on every vector, R-fls (fls_every_bit()), R-safe
 * (__fls()'s precondition checked at run time, fls_checked.h).
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include "fls_checked.h"
#include "apply_slack.h"
#include "slack_ref.h"

static unsigned long checks, failures;

static void expect(const char *what, unsigned long expires, int slack,
		   unsigned long now, unsigned long expected)
{
	unsigned long got = apply_slack(expires, slack, now);
	unsigned long ref = ref_apply_slack(expires, slack, now);

	checks++;
	if (got == expected && ref == expected)
		return;
	failures++;
	fprintf(stderr, "FAIL %s: apply_slack(0x%016lx, %d, 0x%016lx) = 0x%016lx, "
		"reference 0x%016lx, expected 0x%016lx\n",
		what, expires, slack, now, got, ref, expected);
}

/* Hand-derived: each comment is the derivation from R-auto and R-optimal. */
static void hand_derived(void)
{
	/* window (8, 9] holds only 9: R-optimal never returns expires */
	expect("8+1", 8, 1, 0, 9);
	/* slack 0: empty window, timer keeps its instant */
	expect("8+0", 8, 0, 0, 8);
	/* (7, 8]: 8 */
	expect("7+1", 7, 1, 0, 8);
	/* (9, 16]: 16 has 4 trailing zeros, nothing else has as many */
	expect("9+7", 9, 7, 0, 16);
	/* (100, 128]: 128 = 2^7 */
	expect("100+28", 100, 28, 0, 128);
	/* (100, 127]: 104 = 0b1101000 (3 zeros), 112 = 0b1110000 (4 zeros) */
	expect("100+27", 100, 27, 0, 112);
	/* (ULONG_MAX, ULONG_MAX + 1] wraps to jiffy 0, REF_BITS trailing zeros */
	expect("wrap", ULONG_MAX, 1, 0, 0);
	/* (ULONG_MAX - 5, ULONG_MAX + 5]: 0 beats everything */
	expect("wrap+5", ULONG_MAX - 5, 10, 0, 0);
	/* delta 0x10000: s = 0x100, (0x10000, 0x10100] -> 0x10100 (8 zeros) */
	expect("auto", 0x10000, -1, 0, 0x10100);
	/* delta 255: no automatic slack */
	expect("delta255", 1000, -1, 745, 1000);
	/* delta 256: s = 1, (1000, 1001] -> 1001 */
	expect("delta256", 1000, -1, 744, 1001);
	/* delta 512: s = 2, (1000, 1002] -> 1002 (0b1111101010, 1 zero) */
	expect("delta512", 1000, -1, 488, 1002);
	/* expired by one jiffy: delta = -1, no slack */
	expect("expired", 1000, -1, 1001, 1000);
	/* expires == now: delta 0, no slack */
	expect("now", 1000, -1, 1000, 1000);
	/* INT_MIN is automatic too: delta 2^20, s = 2^12, (2^20, 2^20 + 2^12] */
	expect("INT_MIN", 1UL << 20, INT_MIN, 0, (1UL << 20) + (1UL << 12));
	/* INT_MAX: (0, 2^31 - 1] -> 2^30 */
	expect("INT_MAX", 0, INT_MAX, 0, 1UL << 30);
	/*
	 * delta LONG_MAX = 2^(W-1) - 1 (W = REF_BITS): s = 2^(W-9) - 1,
	 * (0, 2^(W-9) - 1] -> 2^(W-10): 2^54 on 64-bit, 2^22 on 32-bit
	 */
	expect("LONG_MAX", 0, -1, 0 - (unsigned long)LONG_MAX, 1UL << (REF_BITS - 10));
	/* delta LONG_MAX + 1 is (long) negative: expired, no slack */
	expect("LONG_MAX+1", 0, -1, 1UL << (REF_BITS - 1), 0);
}

/*
 * Every bit as the top differing bit.  expires = 2^b - 1 and slack 1 give
 * limit 2^b: bits 0..b differ, and 2^b is the window's only instant.  With
 * a pattern H above bit b (bit b clear), expires = H + 2^b - 1 and slack 1
 * give H + 2^b: same derivation.
 */
static void every_bit(void)
{
	const unsigned long pattern = (unsigned long)0x9e3779b97f4a7c15ULL;
	int b;

	for (b = 0; b < REF_BITS; b++) {
		unsigned long high = b == REF_BITS - 1 ? 0 : pattern & ~((2UL << b) - 1);

		expect("bit", (1UL << b) - 1, 1, 0, 1UL << b);
		expect("bit+pattern", high + (1UL << b) - 1, 1, 0, high + (1UL << b));
		/* automatic: delta 256 gives s = 1, same window */
		expect("bit-auto", high + (1UL << b) - 1, -7, high + (1UL << b) - 257,
		       high + (1UL << b));
	}
}

/* __fls() for each of its REF_BITS results, with the lower bits all set or not */
static void fls_every_bit(void)
{
	int b;

	for (b = 0; b < REF_BITS; b++) {
		unsigned long top = 1UL << b;

		checks += 2;
		if (__fls(top) != (unsigned long)b || __fls(top | (top - 1)) != (unsigned long)b) {
			failures++;
			fprintf(stderr, "FAIL __fls bit %d\n", b);
		}
	}
}

/*
 * R-optimal, checked on the reference itself: the result r lies in the
 * window, the window holds exactly one multiple of 2^tz(r) and none of
 * 2^(tz(r) + 1).
 */
static void check_optimal(unsigned long expires, int slack, unsigned long now,
			  unsigned long r)
{
	ref_wide s = ref_effective_slack(expires, slack, now);
	ref_wide lo = (ref_wide)expires + 1, hi = (ref_wide)expires + s;
	ref_wide x;
	int tz;

	checks++;
	if (s == 0) {
		if (r != expires)
			goto bad;
		return;
	}
	x = (ref_wide)r < lo ? (ref_wide)r + REF_WRAP : r;	/* unwrap */
	tz = r == 0 ? REF_BITS : __builtin_ctzl(r);
	if (x < lo || x > hi || ref_window_multiples(lo, hi, tz) != 1 ||
	    (tz < REF_BITS && ref_window_multiples(lo, hi, tz + 1) != 0))
		goto bad;
	return;
bad:
	failures++;
	fprintf(stderr, "FAIL R-optimal: 0x%016lx %d 0x%016lx -> 0x%016lx\n",
		expires, slack, now, r);
}

static int vector_file(const char *path)
{
	unsigned long expires, now, expected, n = 0;
	char line[256];
	int slack, lineno = 0, width = 0;
	FILE *f = fopen(path, "r");

	if (!f) {
		perror(path);
		return -1;
	}
	while (fgets(line, sizeof(line), f)) {
		char extra;

		lineno++;
		/* a file written for the other word size would be read wrongly */
		if (sscanf(line, "# unsigned long is %d bits wide", &width) == 1 &&
		    width != REF_BITS) {
			fprintf(stderr, "%s: vectors for %d-bit unsigned long, this build is %d-bit\n",
				path, width, REF_BITS);
			fclose(f);
			return -1;
		}
		if (line[0] == '#')
			continue;
		if (sscanf(line, "%lx %d %lx %lx %c", &expires, &slack, &now,
			   &expected, &extra) != 4) {
			fprintf(stderr, "%s:%d: malformed vector\n", path, lineno);
			fclose(f);
			return -1;
		}
		expect(path, expires, slack, now, expected);
		check_optimal(expires, slack, now, expected);
		n++;
	}
	fclose(f);
	printf("unit: %lu vectors from %s (%d-bit unsigned long)\n", n, path, width);
	/* an empty or truncated file, or one with no width, must not pass quietly */
	return width == REF_BITS && n >= (REF_BITS == 64 ? 250 : 190) ? 0 : -1;
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: %s BOUNDARY_FILE\n", argv[0]);
		return 2;
	}
	hand_derived();
	every_bit();
	fls_every_bit();
	if (vector_file(argv[1]))
		failures++;
	printf("unit: %lu checks, %lu failures\n", checks, failures);
	return failures ? 1 : 0;
}

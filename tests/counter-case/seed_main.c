// SPDX-License-Identifier: GPL-2.0
/*
 * Runs the seed's apply_slack() (proofs/negative/seed_apply_slack.c,
 * linked in) on one input and judges the result against the spec's
 * reference model.
 *
 *   seed-apply-slack EXPIRES SLACK NOW
 *
 * Prints the input before the call, so that a UBSAN abort inside the seed
 * still leaves the concrete input in the log.  Exit status: 0 when the
 * seed agrees with the spec, 3 when it returns another instant (the line
 * says whether it even lies in the window), 2 on a usage error; a UBSAN
 * abort exits 1 on its own.
 */
#include <stdio.h>
#include <stdlib.h>
#include "slack_ref.h"

unsigned long apply_slack(unsigned long expires, int slack, unsigned long now);

int main(int argc, char **argv)
{
	unsigned long expires, now, got, want;
	ref_wide s, after;
	int slack;

	if (argc != 4) {
		fprintf(stderr, "usage: %s EXPIRES SLACK NOW\n", argv[0]);
		return 2;
	}
	expires = strtoul(argv[1], NULL, 0);
	slack = (int)strtol(argv[2], NULL, 0);
	now = strtoul(argv[3], NULL, 0);

	printf("input:  expires 0x%016lx slack %d now 0x%016lx\n", expires, slack, now);
	fflush(stdout);
	got = apply_slack(expires, slack, now);
	want = ref_apply_slack(expires, slack, now);
	s = ref_effective_slack(expires, slack, now);
	after = ref_jiffies_after(got, expires);
	printf("seed:   0x%016lx\nspec:   0x%016lx (effective slack %lu)\n",
	       got, want, (unsigned long)s);
	if (got == want)
		return 0;
	if (after > s)
		printf("WINDOW VIOLATION: result lies %lu (0x%lx) jiffies after expires, "
		       "window is [expires, expires + %lu]\n",
		       (unsigned long)after, (unsigned long)after, (unsigned long)s);
	else
		printf("NOT OPTIMAL: result in the window but not the spec's instant\n");
	return 3;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * Differential libFuzzer target: src/apply_slack.h, as proved, against the
 * reference model of tests/exhaustive/ref_model.h (written from the spec, no
 * xor and no fls), at 64 bits.  Built with ASan and UBSan, neither of which
 * recovers, so a difference, an undefined shift or overflow all abort.
 *
 * Input: 8 bytes expires, 4 bytes slack, 8 bytes now, little-endian; short
 * inputs are zero-padded.  If a 21st byte is present and odd, `now` is read
 * as a distance instead: now = expires - now, so that near, expired and
 * LONG_MAX-boundary timers are one small mutation away.
 *
 * Requirements checked here (spec/requirements.md): R-window, R-align,
 * R-optimal and R-auto (equal results), R-safe (ASan and UBSan).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "fls_checked.h"
#include "apply_slack.h"
#include "ref_model.h"

static uint64_t le(const uint8_t *p, int n)
{
	uint64_t v = 0;

	while (n--)
		v = v << 8 | p[n];
	return v;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	uint8_t in[21] = { 0 };

	for (size_t i = 0; i < size && i < sizeof(in); i++)
		in[i] = data[i];

	uint64_t expires = le(in, 8);
	int slack = (int)(uint32_t)le(in + 8, 4);
	uint64_t now = le(in + 12, 8);

	if (in[20] & 1)
		now = expires - now;

	uint64_t s = ref_slack(64, 8, expires, slack, now);
	uint64_t want = ref_levels(64, expires, s);
	uint64_t got = apply_slack(expires, slack, now);

	if (got != want) {
		fprintf(stderr, "MISMATCH expires=%#lx slack=%d now=%#lx: "
			"apply_slack %#lx, reference %#lx (s=%#lx)\n",
			(unsigned long)expires, slack, (unsigned long)now,
			(unsigned long)got, (unsigned long)want, (unsigned long)s);
		abort();
	}
	return 0;
}

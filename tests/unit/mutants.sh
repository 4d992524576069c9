#!/bin/bash
# `make mutants-tests`: do the tests have teeth?  Each mutant is src/ with one
# small change (sed on a copy, src/ itself is never touched); the unit test
# and a shortened differential test must reject every one.  Not part of
# `make test`: the patterns follow src/apply_slack.h's current text, and a
# pattern that no longer matches is reported as skipped, not failed.
#
# Usage: mutants.sh CC CFLAGS...
set -u
cc=$1
shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
killed=0 survived=0 skipped=0

mutants=(
	's/delta < 256 ||/delta <= 256 ||/'		# R-auto edge
	's/delta < 256 ||/delta < 257 ||/'	# (< 255 would be equivalent: 255 / 256 is 0)
	's/ || delta > LONG_MAX//'			# expired timers get slack
	's/delta > LONG_MAX/delta >= LONG_MAX/'
	's/delta \/ 256/delta \/ 255/'
	's/delta \/ 256/(delta + 255) \/ 256/'
	's/if (slack >= 0)/if (slack > 0)/'
	's/if (slack >= 0)/if (slack >= -1)/'		# only -1 is automatic
	's/mask = expires ^ limit;/mask = expires ^ limit ^ 1;/'
	's/return (limit >> bit) << bit;/return ((limit >> bit) << bit) | (bit > 40);/'
	's/return (limit >> bit) << bit;/return limit \& ~((1UL << bit) - 1) \& ~1UL;/'
	's/for (unsigned long w = word; w > 1; w >>= 1)/for (unsigned long w = word; w > 3; w >>= 1)/'
)

for m in "${mutants[@]}"; do
	rm -rf "$tmp/src" && cp -r src "$tmp/src"
	sed -i "$m" "$tmp/src/apply_slack.h" "$tmp/src/fls.h"
	if cmp -s src/apply_slack.h "$tmp/src/apply_slack.h" && cmp -s src/fls.h "$tmp/src/fls.h"; then
		echo "  skipped  $m (pattern not in src/)"
		skipped=$((skipped + 1))
		continue
	fi
	ok=1
	"$cc" -I"$tmp/src" "$@" tests/unit/unit.c -o "$tmp/unit" 2>/dev/null &&
		"$tmp/unit" tests/vectors/boundary.txt >/dev/null 2>&1 && ok=0
	if [ $ok -eq 0 ]; then
		"$cc" -I"$tmp/src" "$@" tests/unit/differential.c -o "$tmp/diff" 2>/dev/null &&
			"$tmp/diff" 1000000 >/dev/null 2>&1 || ok=1
	fi
	if [ $ok -eq 1 ]; then
		echo "  killed   $m"
		killed=$((killed + 1))
	else
		echo "  SURVIVED $m"
		survived=$((survived + 1))
	fi
done
echo "mutants: $killed killed, $survived survived, $skipped skipped"
[ "$survived" -eq 0 ]

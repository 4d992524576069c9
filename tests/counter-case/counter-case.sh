#!/bin/bash
# The counter-case: the seed's apply_slack() must keep failing.  This test
# FAILS IF THE SEED EVER STOPS FAILING on the concrete inputs below: if the
# seed text, the adaptation, the compiler or the sanitizer changes so that
# a known bug no longer shows, someone has to look.
#
# Usage: counter-case.sh SEED_UBSAN SEED_1UL SEED_RECOVER
#   SEED_UBSAN    the seed as written, -fsanitize=undefined
#                 -fno-sanitize-recover=all: the first UB aborts
#   SEED_1UL      the same text with only (1 << bit) made (1UL << bit), same
#                 flags: shows the expired-timer window bug on its own, with
#                 no undefined behaviour left to blame
#   SEED_RECOVER  the seed as written, UBSAN reporting and going on: what
#                 the seed computes on x86-64 after the undefined shift
set -u
# recovery is a compile-time choice here; a caller's halt_on_error=1 would
# turn SEED_RECOVER into a second SEED_UBSAN
export UBSAN_OPTIONS=halt_on_error=0:print_stacktrace=0
ubsan=$1
fixed=$2
recover=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0

run() {
	"$@" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	sed 's/^/    /' "$tmp/out" "$tmp/err"
}

ok() { pass=$((pass + 1)); }
bad() { echo "FAIL $*"; fail=$((fail + 1)); }

# ubsan NAME "EXPIRES SLACK NOW" "UBSAN MESSAGE": the seed aborts on UB
ubsan() {
	echo "  $1: $2"
	# shellcheck disable=SC2086
	run "$ubsan" $2
	if [ "$rc" -ne 0 ] && grep -qF "runtime error: $3" "$tmp/err" &&
	   grep -q '^input:' "$tmp/out" && ! grep -q '^seed:' "$tmp/out"; then
		ok
	else
		bad "$1: expected UBSAN '$3' and an abort (status $rc)"
	fi
}

# violation NAME BINARY "EXPIRES SLACK NOW" RESULT "UBSAN MESSAGE or empty"
violation() {
	echo "  $1: $3"
	# shellcheck disable=SC2086
	run "$2" $3
	if [ -n "$5" ]; then
		grep -qF "runtime error: $5" "$tmp/err"
	else
		[ ! -s "$tmp/err" ]	# no undefined behaviour left
	fi
	ub_ok=$?
	if [ "$rc" -eq 3 ] && [ "$ub_ok" -eq 0 ] && grep -qx "seed:   $4" "$tmp/out" &&
	   grep -q '^WINDOW VIOLATION' "$tmp/out"; then
		ok
	else
		bad "$1: expected result $4 outside the window (status $rc)"
	fi
}

# agrees NAME BINARY "EXPIRES SLACK NOW": control, the harness can pass
agrees() {
	echo "  $1: $3"
	# shellcheck disable=SC2086
	run "$2" $3
	if [ "$rc" -eq 0 ] && [ ! -s "$tmp/err" ]; then ok; else bad "$1 (status $rc)"; fi
}

echo "counter-case: controls (the seed is right here)"
agrees "small explicit slack" "$ubsan" "8 1 0"
agrees "automatic slack, bit 8" "$ubsan" "0x10000 -1 0"
agrees "shift repaired, bit 31" "$fixed" "0x7fffffff 1 0"

echo "counter-case: (1 << bit) for bit >= 31 is undefined (UBSAN, no recovery)"
ubsan "bit 31" "0x7fffffff 1 0" "left shift of 1 by 31 places cannot be represented in type 'int'"
ubsan "bit 32" "0xffffffff 1 0" "shift exponent 32 is too large for 32-bit type 'int'"
ubsan "bit 63, wrap" "0xffffffffffffffff 1 0" "shift exponent 63 is too large for 32-bit type 'int'"
# INITIAL_JIFFIES is 2^32 - 300 * HZ: 5 minutes after boot (HZ=1000) the
# low 32 bits wrap, and a 299 s timer set at boot crosses 2^32
ubsan "299 s timer at boot" "0xfffffc18 -1 0xfffb6c20" "shift exponent 32 is too large for 32-bit type 'int'"
ubsan "expired by 1 jiffy" "1000 -1 1001" "shift exponent 56 is too large for 32-bit type 'int'"

echo "counter-case: an expired timer is pushed ~2^56 jiffies into the future"
violation "expired by 1 jiffy, shift repaired" "$fixed" "1000 -1 1001" 0x0100000000000000 ""
violation "expired 2^62 ago, shift repaired" "$fixed" "0 -1 0x4000000000000000" 0x0080000000000000 ""
violation "expired by 1 jiffy, as written" "$recover" "1000 -1 1001" 0x0100000000000000 \
	"shift exponent 56 is too large for 32-bit type 'int'"

echo "counter-case: $pass passed, $fail failed (the seed still fails as recorded)"
[ "$fail" -eq 0 ]

#!/bin/bash
# Tests of build/apply-slack: good input, output formats, and every kind of
# bad input.  Each case asserts the exit status, the exact standard error
# and the exact standard output (the results of the good lines before the
# bad one must be there, the ones after it must not).
#
# Requirements checked here (spec/requirements.md): R-window and R-safe
# (every bad input gets a defined answer), E-window, E-auto-exact and
# E-queued through --wheel.
#
# Usage: cli-test.sh APPLY_SLACK BOUNDARY_FILE [WHEEL_CHECK]
#
# CLI_WIDTH=32: APPLY_SLACK (and WHEEL_CHECK) are -m32 builds (32-bit
# unsigned long; with CLI_RUN=qemu-i386 where this machine cannot run i386
# programs): the cases that depend on the width use 2^32 and 2^31 instead
# of 2^64 and 2^63.
#
# The --wheel cases' expected lines were worked out by hand from the wheel's
# rules (the comment above each says how); with WHEEL_CHECK (build/wheel-check)
# the boundary vectors also go through --wheel and every output line is
# judged against the reference wheel (tests/reference/wheel_ref.h).
set -u
WIDTH=${CLI_WIDTH:-64}
case $WIDTH in
64)	MAXJ=18446744073709551615 MAXHEX=0xffffffffffffffff WRAPJ=18446744073709551616
	LMAX=9223372036854775807 HALF=9223372036854775808
	# 2^64 - 6, 2^64 - 16
	NEARWRAP=18446744073709551610 NEARWRAP_NOW=18446744073709551600 ;;
32)	MAXJ=4294967295 MAXHEX=0xffffffff WRAPJ=4294967296
	LMAX=2147483647 HALF=2147483648
	NEARWRAP=4294967290 NEARWRAP_NOW=4294967280 ;;
*)	echo "cli-test: CLI_WIDTH must be 64 or 32" >&2; exit 2 ;;
esac
cli_bin=$1
cli() { ${CLI_RUN:-} "$cli_bin" "$@"; }
cli=cli
vectors=$2
judge=${3:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0

# check NAME INPUT(printf %b) STATUS STDOUT(printf %b) STDERR [ARGS...]
check() {
	local name=$1 input=$2 want_rc=$3 want_out=$4 want_err=$5 rc
	shift 5
	printf '%b' "$input" | "$cli" "$@" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	printf '%b' "$want_out" >"$tmp/want_out"
	printf '%s' "$want_err" >"$tmp/want_err"
	[ -n "$want_err" ] && echo >>"$tmp/want_err"
	if [ "$rc" -ne "$want_rc" ] || ! cmp -s "$tmp/out" "$tmp/want_out" ||
	   ! cmp -s "$tmp/err" "$tmp/want_err"; then
		echo "FAIL $name: status $rc (want $want_rc)"
		diff -u "$tmp/want_out" "$tmp/out" | sed 's/^/  stdout /'
		diff -u "$tmp/want_err" "$tmp/err" | sed 's/^/  stderr /'
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
}

# ---- good input ---------------------------------------------------------------
check "decimal" '8 1 0\n0x10000 -1 0\n' 0 '9\n65792\n' ''
check "hex output" '8 1 0\n' 0 '0x0000000000000009\n' '' --hex
check "blanks and tabs" '  8\t 1  0  \n' 0 '9\n' ''
check "no final newline" '8 1 0' 0 '9\n' ''
check "empty input" '' 0 '' ''
check "upper-case hex" '0XFF 0X1 0x0\n' 0 '256\n' ''
check "largest jiffies" "$MAXJ 1 $MAXHEX\\n" 0 '0\n' ''
check "EXPIRES one past the largest" "$WRAPJ 1 0\\n" 1 '' \
	"apply-slack: line 1: EXPIRES: out of range '$WRAPJ'"
check "INT_MIN slack" '0x10000 -2147483648 0\n' 0 '65792\n' ''
check "INT_MAX slack" '0 2147483647 0\n' 0 '1073741824\n' ''
check "hex negative slack" '0x10000 -0x80000000 0\n' 0 '65792\n' ''
check "help" '' 0 "$("$cli" --help)\n" '' --help

# ---- bad input: message, status 1, good lines before it printed ---------------
check "malformed" 'abc 1 0\n' 1 '' \
	"apply-slack: line 1: EXPIRES: malformed number 'abc'"
check "missing NOW after good lines" '8 1 0\n7 1 0\n8 1\n9 1 0\n' 1 '9\n8\n' \
	"apply-slack: line 3: missing field NOW"
check "missing SLACK" '8\n' 1 '' "apply-slack: line 1: missing field SLACK"
check "empty line" '8 1 0\n\n8 1 0\n' 1 '9\n' \
	"apply-slack: line 2: empty line (expected EXPIRES SLACK NOW)"
check "blank line" '   \t\n' 1 '' \
	"apply-slack: line 1: empty line (expected EXPIRES SLACK NOW)"
check "extra field" '8 1 0 9\n' 1 '' \
	"apply-slack: line 1: extra field '9' (expected EXPIRES SLACK NOW)"
check "EXPIRES 2^64" '18446744073709551616 1 0\n' 1 '' \
	"apply-slack: line 1: EXPIRES: out of range '18446744073709551616'"
check "NOW 2^64 hex" '0 1 0x10000000000000000\n' 1 '' \
	"apply-slack: line 1: NOW: out of range '0x10000000000000000'"
check "negative EXPIRES" '-1 1 0\n' 1 '' \
	"apply-slack: line 1: EXPIRES: out of range '-1' (0..$MAXJ)"
check "SLACK INT_MAX+1" '8 2147483648 0\n' 1 '' \
	"apply-slack: line 1: SLACK: out of range '2147483648' (-2147483648..2147483647)"
check "SLACK INT_MIN-1" '8 -2147483649 0\n' 1 '' \
	"apply-slack: line 1: SLACK: out of range '-2147483649' (-2147483648..2147483647)"
check "SLACK 2^64" '8 18446744073709551616 0\n' 1 '' \
	"apply-slack: line 1: SLACK: out of range '18446744073709551616'"
check "bare 0x" '0x 1 0\n' 1 '' "apply-slack: line 1: EXPIRES: malformed number '0x'"
check "bad hex digit" '8 1 0x1g\n' 1 '' "apply-slack: line 1: NOW: malformed number '0x1g'"
check "plus sign" '+8 1 0\n' 1 '' "apply-slack: line 1: EXPIRES: malformed number '+8'"
check "lone minus" '8 - 0\n' 1 '' "apply-slack: line 1: SLACK: malformed number '-'"
check "CRLF" '8 1 0\r\n' 1 '' "apply-slack: line 1: NOW: malformed number '0\x0d'"
check "NUL byte" '8 1 0\n8 1\0 0\n' 1 '9\n' "apply-slack: line 2: NUL byte in line"
check "long field cut" "8 1 $(printf '9%.0s' {1..60})\n" 1 '' \
	"apply-slack: line 1: NOW: out of range '$(printf '9%.0s' {1..40})...'"
check "unknown option" '' 2 '' "$("$cli" --bogus 2>&1)" --bogus

# ---- --wheel: QUEUED = slack_queue_expiry(), FIRES = wheel_fire(QUEUED, NOW) ------
# The wheel (clock NOW) puts a timer d = e - NOW ahead on level n when
# d < 63 * 8^n, and fires it at the first multiple of 8^n strictly after e:
# granularity 1 below 63, 8 below 504, 64 below 4032, 512 below 32256,
# 4096 below 258048 ... 2^24 on level 8; d >= 2^63 (expired) fires at NOW;
# d >= 1056964608 (63 * 2^24) is cut to NOW + 1040187392 first.
# A = apply_slack(); the step keeps e if e fires at A already; else, if A - 1
# fires at A, or the last expiry of the level below A - 1's does and is in the
# window, it queues the first expiry after e that fires at A (E-queued): the
# start of that candidate's bucket on its level; else e.
#
# e=8 s=1: A=9; A-1=8 is d=8, level 0, fires at 9
check "wheel: level 0" '8 1 0\n' 0 '8 9\n' '' --wheel
check "wheel: hex" '8 1 0\n' 0 '0x0000000000000008 0x0000000000000009\n' '' --wheel --hex
check "wheel: hex, either order" '8 1 0\n' 0 '0x0000000000000008 0x0000000000000009\n' '' --hex --wheel
# auto s=1000/256=3, A=1002; 1001 is level 2 (d=1001), fires at 1024 != A;
# level 1 ends at 503 < e: keep e=1000, level 2, fires at 960+64=1024
check "wheel: auto, A unreachable" '1000 -1 0\n' 0 '1000 1024\n' '' --wheel
# s=16: window (100,116], A=112; A-1=111 is d=61, level 0, fires at 112
# (2010 rounding queued 112, d=62, fires at 113)
check "wheel: explicit 16, level 0" '100 16 50\n' 0 '111 112\n' '' --wheel
# window (1000,1016], A=1008; 1000 is d=100, level 1, fires at 1008 = A:
# the request is kept (E-queued)
check "wheel: level 1, kept" '1000 16 900\n' 0 '1000 1008\n' '' --wheel
# window (1001,1024], A=1024; 1001 fires at 1008; 1023 (d=123, level 1)
# fires at 1024, and so does its bucket from 1016 on: 1016 is queued
check "wheel: level 1, bucket start" '1001 23 900\n' 0 '1016 1024\n' '' --wheel
# window (4280,4352], A=4352=17*256; A-1=4351 is d=4051, level 3 (512),
# fires at 4608; the last level-2 expiry 300+4031=4331 is in the window and
# fires at 4352 (next multiple of 64), and so does its bucket from 4288 on;
# without slack 4280 fires at 4288
check "wheel: level below" '4280 72 300\n' 0 '4288 4352\n' '' --wheel
# auto s=390, window (100000,100390], A=100352 (49*2048); A-1 is level 4,
# fires at 102400; level 3 ends at 32255 < e: keep e, fires at 25*4096
check "wheel: auto, level 4" '100000 -1 0\n' 0 '100000 102400\n' '' --wheel
# auto s=7, window (2045,2052], A=2048; 2047 level 2 fires at 2048, and so
# does 2045: automatic slack queues the request itself (E-auto-exact)
check "wheel: auto, level 2" '2045 -1 0\n' 0 '2045 2048\n' '' --wheel
# explicit s=7, the same window: 2045 fires at A already, kept
check "wheel: explicit 7, level 2" '2045 7 0\n' 0 '2045 2048\n' '' --wheel
# expired e=90 (now 100), s=20: A=96, A-1=95 is expired, fires at 100 != A;
# keep e, which fires at now
check "wheel: expired" '90 20 100\n' 0 '90 100\n' '' --wheel
# now 96: A=96 is now itself; e=90 is expired and fires at now = A: kept
check "wheel: A is now" '90 20 96\n' 0 '90 96\n' '' --wheel
# across 2^W: window (2^W-6, 2^W+4], A=2^W=0; A-1=2^W-1 is d=15,
# level 0, fires at 0
check "wheel: across the wrap" "$NEARWRAP 10 $NEARWRAP_NOW\\n" 0 \
	"$MAXJ 0\\n" '' --wheel
# the cut-off: d=1056964608 is cut to 62*2^24, fires at 63*2^24 = e
check "wheel: cut-off" '1056964608 0 0\n' 0 '1056964608 1056964608\n' '' --wheel
check "wheel: past the cut-off" '2000000000 0 0\n' 0 '2000000000 1056964608\n' '' --wheel
# now 5: e=1056964610 is d=1056964605, level 8, fires at 64*2^24 = 2^30
# = A (window (e, e+2^24]): kept
check "wheel: level 8, kept" '1056964610 16777216 5\n' 0 \
	'1056964610 1073741824\n' '' --wheel
# now 16777215: e=1056964603 is d=1040187388, level 8, fires at 63*2^24;
# A=2^30, A-1 is past the cut-off; the last expiry the wheel holds,
# 16777215+1056964607 = 2^30-2, fires at 2^30, and so does its bucket on
# level 8 from 2^30-2^24 on: that is queued
check "wheel: last expiry before the cut-off" '1056964603 16777221 16777215\n' 0 \
	'1056964608 1073741824\n' '' --wheel
check "wheel: auto, expired" '100 -1 200\n' 0 '100 200\n' '' --wheel
check "wheel: LONG_MAX ahead" "$LMAX 0 0\\n" 0 \
	"$LMAX 1056964608\\n" '' --wheel
check "wheel: 2^(W-1) ahead is expired" "$HALF 0 0\\n" 0 \
	"$HALF 0\\n" '' --wheel
check "wheel: several lines" '8 1 0\n100 16 50\n4280 72 300\n' 0 \
	'8 9\n111 112\n4288 4352\n' '' --wheel

# bad input under --wheel: the same messages, the good lines before printed
check "wheel: malformed after a good line" '8 1 0\nabc 1 0\n' 1 '8 9\n' \
	"apply-slack: line 2: EXPIRES: malformed number 'abc'" --wheel
check "wheel: missing NOW" '8 1\n' 1 '' "apply-slack: line 1: missing field NOW" --wheel
check "wheel: extra field" '8 1 0 9\n' 1 '' \
	"apply-slack: line 1: extra field '9' (expected EXPIRES SLACK NOW)" --wheel
check "wheel: empty line" '8 1 0\n\n' 1 '8 9\n' \
	"apply-slack: line 2: empty line (expected EXPIRES SLACK NOW)" --wheel
check "wheel: SLACK INT_MAX+1" '8 2147483648 0\n' 1 '' \
	"apply-slack: line 1: SLACK: out of range '2147483648' (-2147483648..2147483647)" --wheel
check "wheel: NOW 2^64" '0 1 18446744073709551616\n' 1 '' \
	"apply-slack: line 1: NOW: out of range '18446744073709551616'" --wheel
check "wheel: CRLF" '8 1 0\r\n' 1 '' "apply-slack: line 1: NOW: malformed number '0\x0d'" --wheel
check "wheel: NUL byte" '8 1 0\n8 1\0 0\n' 1 '8 9\n' "apply-slack: line 2: NUL byte in line" --wheel
check "wheel: unknown option" '' 2 '' "$("$cli" --bogus 2>&1)" --wheel --bogus

# ---- the shared boundary vectors through the tool ------------------------------
grep -v '^#' "$vectors" | cut -d' ' -f1-3 | "$cli" --hex >"$tmp/got"
rc=$?
if [ $rc -eq 0 ] && grep -v '^#' "$vectors" | cut -d' ' -f4 | cmp -s - "$tmp/got"; then
	pass=$((pass + 1))
else
	echo "FAIL boundary vectors through $cli (status $rc)"
	fail=$((fail + 1))
fi

# ... and through --wheel, each line judged by the reference wheel
if [ -n "$judge" ]; then
	grep -v '^#' "$vectors" | cut -d' ' -f1-3 >"$tmp/in"
	if "$cli" --wheel --hex <"$tmp/in" >"$tmp/got" &&
	   paste -d' ' "$tmp/in" "$tmp/got" | ${CLI_RUN:-} "$judge" judge; then
		pass=$((pass + 1))
	else
		echo "FAIL boundary vectors through $cli --wheel, judged by $judge"
		fail=$((fail + 1))
	fi
fi

echo "cli: $pass passed, $fail failed"
[ "$fail" -eq 0 ]

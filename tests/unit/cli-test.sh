#!/bin/bash
# Tests of build/apply-slack: good input, output formats, and every kind of
# bad input.  Each case asserts the exit status, the exact standard error
# and the exact standard output (the results of the good lines before the
# bad one must be there, the ones after it must not).
#
# Usage: cli-test.sh APPLY_SLACK BOUNDARY_FILE
set -u
cli=$1
vectors=$2
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
check "largest jiffies" '18446744073709551615 1 0xffffffffffffffff\n' 0 '0\n' ''
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
	"apply-slack: line 1: EXPIRES: out of range '-1' (0..18446744073709551615)"
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

# ---- the shared boundary vectors through the tool ------------------------------
grep -v '^#' "$vectors" | cut -d' ' -f1-3 | "$cli" --hex >"$tmp/got"
rc=$?
if [ $rc -eq 0 ] && grep -v '^#' "$vectors" | cut -d' ' -f4 | cmp -s - "$tmp/got"; then
	pass=$((pass + 1))
else
	echo "FAIL boundary vectors through $cli (status $rc)"
	fail=$((fail + 1))
fi

echo "cli: $pass passed, $fail failed"
[ "$fail" -eq 0 ]

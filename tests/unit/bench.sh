#!/bin/bash
# `make bench`: time, static instruction count and executed instructions of
# the verified apply_slack(), upstream's 4.7 text and the whole slack path of
# the 6.1 wheel patch (slack_queue_expiry(): apply_slack() and up to three
# calls of the wheel's calc_wheel_index()) and calc_wheel_index() alone (the
# wheel's work for a request without slack), side by side, for each __fls()
# flavour, with the ratio of each to 4.7's executed instructions per input
# class (issue 9's old budget) and of the slack path to calc_wheel_index()
# (issue 20: what the slack adds to the wheel's own work).  Automatic slack
# returns at once (E-auto-exact); the kernel does not even call the step
# for it.  Not part of `make test`: figures, not verdicts.
#
# Usage: bench.sh BENCH_LOOP BENCH_BSR
set -eu
calls=100000

# instructions in one function of a binary's disassembly, ret included,
# alignment padding (nop, data16, xchg %ax,%ax) left out
count() {
	objdump -d --no-show-raw-insn "$1" |
		awk -v f="<$2>:" '$2 == f { on = 1; next } on && /^$/ { exit }
				  on && /^ *[0-9a-f]+:/ && !/nop|data16|xchg +%ax,%ax/ { n++ }
				  END { print n + 0 }'
}

# instructions executed per call, callees included (calc_wheel_index() is
# out of line): the whole program's count under callgrind with only that
# function called, minus the same with only the empty call, over the calls
total() {	# BIN MIX K
	valgrind --tool=callgrind --callgrind-out-file="$out/cg" \
		"$1" calls $calls "$2" "$3" >/dev/null 2>&1
	sed -n 's/^summary: *//p' "$out/cg"
}
for bin in "$@"; do
	case $bin in
	*bsr*) echo "== __fls = x86 bsr (the kernel's): $bin" ;;
	*)     echo "== __fls = src/fls.h loop (user space, proved): $bin" ;;
	esac
	"$bin"
	printf '  %-17s %8s  %s\n' "" "objdump" "executed per call, callees included (callgrind): mixed explicit auto none"
	out=$(mktemp -d)
	declare -A pc base
	for mix in mixed explicit auto none; do
		base[$mix]=$(total "$bin" $mix 4)
	done
	k=0
	for f in bench_verified bench_upstream bench_queue bench_wheel_index; do
		printf '  %-17s %8s ' "$f" "$(count "$bin" $f) insns"
		for mix in mixed explicit auto none; do
			pc[$f,$mix]=$(awk -v t="$(total "$bin" $mix $k)" -v b="${base[$mix]}" \
				-v c=$calls 'BEGIN { printf "%.1f", (t - b) / c }')
			printf ' %8s' "${pc[$f,$mix]}"
		done
		echo
		k=$((k + 1))
	done
	# executed instructions per call, relative to 4.7's apply_slack()
	for f in bench_verified bench_queue; do
		printf '  %-17s %8s ' "$f" "/ 4.7"
		for mix in mixed explicit auto none; do
			printf ' %8s' "$(awk -v a="${pc[$f,$mix]}" -v b="${pc[bench_upstream,$mix]}" \
				'BEGIN { printf "%.2fx", (b > 0 ? a / b : 0) }')"
		done
		echo
	done
	# the slack path against the wheel's own work for the same request
	printf '  %-17s %8s ' bench_queue "/ wheel"
	for mix in mixed explicit auto none; do
		printf ' %8s' "$(awk -v a="${pc[bench_queue,$mix]}" -v b="${pc[bench_wheel_index,$mix]}" \
			'BEGIN { printf "%.2fx", (b > 0 ? a / b : 0) }')"
	done
	echo
	rm -rf "$out"
done

#!/bin/bash
# `make bench`: time, static instruction count and executed instructions of
# the verified apply_slack(), upstream's 4.7 text and the whole slack path of
# the 6.1 wheel patch (slack_queue_expiry(): apply_slack() and the wheel
# computations), side by side, for each __fls() flavour, and the ratio of
# each to 4.7's executed instructions per input class (issue 9 asks that
# the whole path stay within 1.25x on every class).  Not part of `make
# test`: figures, not verdicts.
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

# instructions executed per call: callgrind splits a function's self cost
# by source file (bench.c, apply_slack.h, fls.h ...), so add the parts up
per_call() {
	callgrind_annotate "$1" 2>/dev/null |
		awk -v f="$2" -v c="$calls" '$NF ~ (":" f "$") || index($0, ":" f " [") {
			gsub(",", "", $1); sum += $1 } END { printf "%.1f", sum / c }'
}

for bin in "$@"; do
	case $bin in
	*bsr*) echo "== __fls = x86 bsr (the kernel's): $bin" ;;
	*)     echo "== __fls = src/fls.h loop (user space, proved): $bin" ;;
	esac
	"$bin"
	printf '  %-16s %8s  %s\n' "" "objdump" "executed per call (callgrind): mixed explicit auto none"
	out=$(mktemp -d)
	for mix in mixed explicit auto none; do
		valgrind --tool=callgrind --callgrind-out-file="$out/$mix" \
			"$bin" calls $calls $mix >/dev/null 2>&1
	done
	declare -A pc
	for f in bench_verified bench_upstream bench_queue; do
		printf '  %-16s %8s ' "$f" "$(count "$bin" $f) insns"
		for mix in mixed explicit auto none; do
			pc[$f,$mix]=$(per_call "$out/$mix" $f)
			printf ' %8s' "${pc[$f,$mix]}"
		done
		echo
	done
	# executed instructions per call, relative to 4.7's apply_slack()
	for f in bench_verified bench_queue; do
		printf '  %-16s %8s ' "$f" "/ 4.7"
		for mix in mixed explicit auto none; do
			printf ' %8s' "$(awk -v a="${pc[$f,$mix]}" -v b="${pc[bench_upstream,$mix]}" \
				'BEGIN { printf "%.2fx", (b > 0 ? a / b : 0) }')"
		done
		echo
	done
	rm -rf "$out"
done

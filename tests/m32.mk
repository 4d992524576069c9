# The user-space checks again for a 32-bit unsigned long (issue 12, point 3):
# i386 and armhf kernels have 32-bit jiffies.  The same sources built with
# `gcc -m32` (Debian's gcc-multilib) into build/m32/, apart from the 64-bit
# objects.  This machine's kernel refuses i386 programs ("Exec format
# error"), so they run under qemu-i386, Debian's user-mode emulator
# (qemu-user): nothing is loaded into the host kernel, and a program that
# came out 64-bit would not start there.
#
#   width         every -m32 program is compiled with tests/unit/want_width.h
#                 forced in and -DWANT_ULONG_BITS=32: the build fails unless
#                 sizeof(unsigned long) == 4; the same header without -m32
#                 must fail to compile (so the guard is live);
#   vectors       tests/vectors/boundary32.txt must equal what the -m32
#                 gen-boundary writes (the reference model at 32 bits), and
#                 build/brute32 (native, the width a model parameter:
#                 uint32_t) recomputes every answer by visiting every instant
#                 of its window, and fails unless the file holds expires near
#                 2^32, windows across 2^32, and automatic slack at delta
#                 LONG_MAX (2^31 - 1) and LONG_MAX + 1;
#   unit          the hand-derived cases (width-generic: 2^(W-10) for the
#                 LONG_MAX delay, 0 for delta 2^31), every bit 0..31, __fls,
#                 and the 32-bit vectors; it refuses the 64-bit file;
#   brute-force   R-optimal and R-auto by enumerating windows around 0,
#                 2^16, 2^31, the wrap, and delta LONG_MAX - 2 .. LONG_MAX + 2;
#   differential  apply_slack() against the reference model (at 32 bits: a
#                 64-bit unsigned long long holds expires + s) and upstream
#                 4.7's text, 8.4M exhaustive (explicit slack across 2^32)
#                 + M32_DIFF_RANDOM random vectors, then the same under UBSAN;
#   wheel-check   wheel_fire() and slack_queue_expiry() against the kernel's
#                 calc_wheel_index() and the jiffy-by-jiffy wheel, whose
#                 pending_map words are 32 bits here; fewer random cases;
#   cli           tests/unit/cli-test.sh with CLI_WIDTH=32 (2^32 is out of
#                 range, 2^31 ahead is expired) and the 32-bit vectors, also
#                 through --wheel, judged by the -m32 wheel-check;
#   exhaustive    the phases that tie the width-generic restatement to the C
#                 (w32 = C), and the C over every input of the bands near
#                 2^32 and 2^31 (w32 edges); the 8- and 16-bit phases are
#                 the same in every build and run in make exhaustive.
# unit, brute-force, wheel-check and the CLI are built with UBSAN aborting:
# the bug a 32-bit build exposes is a shift by 32..63 or a constant that
# only fits 64 bits, which x86 would otherwise turn into a quiet wrong value.
# About 1.5 min on this 2-core machine (builds included).
M32_DEPS        := gcc-multilib qemu-user
M32_RUN         := qemu-i386
M32_CFLAGS       = -m32 -include tests/unit/want_width.h -DWANT_ULONG_BITS=32 $(TEST_CFLAGS)
M32_DIFF_RANDOM ?= 5000000
M32_WHEEL_FIRE  ?= 2000000
M32_WHEEL_QUEUE ?= 200000
M32             := $(BUILD)/m32
M32_H           := $(SLACK_H) $(REF_H) tests/unit/want_width.h
UBSAN_ENV       := UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1

.PHONY: deps-m32 test-32 vectors32
deps-m32: | deps-tests
	@tools/install-deps $(M32_DEPS)

$(M32)/unit $(M32)/brute-force: $(M32)/%: tests/unit/%.c $(M32_H) | deps-m32
	@mkdir -p $(M32)
	$(CC) $(M32_CFLAGS) $(UBSAN_FLAGS) $< -o $@

$(M32)/differential: tests/unit/differential.c tests/unit/upstream47.h $(M32_H) | deps-m32
	@mkdir -p $(M32)
	$(CC) $(M32_CFLAGS) -Itests/unit $< -o $@

$(M32)/differential-ubsan: tests/unit/differential.c tests/unit/upstream47.h $(M32_H) | deps-m32
	@mkdir -p $(M32)
	$(CC) $(M32_CFLAGS) -Itests/unit $(UBSAN_FLAGS) $< -o $@

$(M32)/wheel-check: tests/unit/wheel-check.c $(WHEEL_REF_H) $(M32_H) | deps-m32
	@mkdir -p $(M32)
	$(CC) $(M32_CFLAGS) $(UBSAN_FLAGS) $< -o $@

$(M32)/gen-boundary: tests/vectors/gen-boundary.c $(M32_H) | deps-m32
	@mkdir -p $(M32)
	$(CC) $(M32_CFLAGS) $< -o $@

$(M32)/apply-slack: tools/apply-slack-cli.c $(M32_H) | deps-m32
	@mkdir -p $(M32)
	$(CC) -m32 -include tests/unit/want_width.h -DWANT_ULONG_BITS=32 $(CFLAGS) \
		$(UBSAN_FLAGS) $< -o $@

$(M32)/exhaustive: tests/exhaustive/exhaustive.c tests/exhaustive/gen_slack.h \
		tests/exhaustive/ref_model.h $(M32_H) | deps-m32
	@mkdir -p $(M32)
	$(CC) -m32 -include tests/unit/want_width.h -DWANT_ULONG_BITS=32 $(CFLAGS) \
		-fopenmp -Itests/exhaustive $< -o $@

# Native: it judges the vectors, not the C (see its header).
$(BUILD)/brute32: tests/vectors/brute32.c | deps-tests
	@mkdir -p $(BUILD)
	$(CC) $(CFLAGS) -fopenmp $< -o $@

# Rewrite tests/vectors/boundary32.txt (committed: the KUnit suite's 32-bit
# table is generated from it, kernel-patch/gen-vectors).
vectors32: $(M32)/gen-boundary
	$(M32_RUN) $< > tests/vectors/boundary32.txt

M32_BINS := unit brute-force differential differential-ubsan wheel-check gen-boundary \
	apply-slack exhaustive

test-32: $(addprefix $(M32)/,$(M32_BINS)) $(BUILD)/brute32
	@# The guard must fail a 64-bit build, and for the width, not for
	@# some other compile error.
	@if printf 'int main(void) { return 0; }\n' | $(CC) -include tests/unit/want_width.h \
		-DWANT_ULONG_BITS=32 -x c - -o $(M32)/width-probe-64 2>$(M32)/width-probe-64.err; then \
		echo "test-32: the width assertion passed a 64-bit build" >&2; exit 1; fi; \
	grep -q "does not have the width" $(M32)/width-probe-64.err || \
		{ echo "test-32: the 64-bit probe failed for another reason:" >&2; \
		  cat $(M32)/width-probe-64.err >&2; exit 1; }
	@$(M32_RUN) $(M32)/gen-boundary | diff -u tests/vectors/boundary32.txt - || \
		{ echo "test-32: tests/vectors/boundary32.txt is stale: make vectors32" >&2; exit 1; }
	$(BUILD)/brute32 tests/vectors/boundary32.txt
	$(UBSAN_ENV) $(M32_RUN) $(M32)/unit tests/vectors/boundary32.txt
	@# The 64-bit vectors must not pass at 32 bits: the unit test reads the
	@# width in the file's header and refuses the other one.
	@if $(M32_RUN) $(M32)/unit tests/vectors/boundary.txt >/dev/null 2>$(M32)/refuse64.err; then \
		echo "test-32: the 32-bit unit test accepted the 64-bit vectors" >&2; exit 1; \
	elif ! grep -q "vectors for 64-bit unsigned long" $(M32)/refuse64.err; then \
		echo "test-32: the 64-bit vectors failed, but not on their width:" >&2; \
		cat $(M32)/refuse64.err >&2; exit 1; \
	else echo "test-32: the 32-bit build refuses the 64-bit vectors by their width, as it must"; fi
	$(UBSAN_ENV) $(M32_RUN) $(M32)/brute-force
	$(M32_RUN) $(M32)/differential $(M32_DIFF_RANDOM)
	$(UBSAN_ENV) $(M32_RUN) $(M32)/differential-ubsan 500000
	$(UBSAN_ENV) $(M32_RUN) $(M32)/wheel-check $(M32_WHEEL_FIRE) $(M32_WHEEL_QUEUE)
	$(UBSAN_ENV) CLI_WIDTH=32 CLI_RUN=$(M32_RUN) tests/unit/cli-test.sh $(M32)/apply-slack \
		tests/vectors/boundary32.txt $(M32)/wheel-check
	$(M32_RUN) $(M32)/exhaustive c-only
TEST_TARGETS += test-32

$(M32)/completeness: $(COMPLETENESS_SRC) tests/unit/want_width.h | deps-m32
	@mkdir -p $(M32)
	$(CC) $(M32_CFLAGS) $(COMPLETENESS_CFLAGS) $< -o $@

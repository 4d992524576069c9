# Cross-checks independent of WP (issue 4, points 3-4): bit-vector proofs of
# the requirements with Z3 and CVC5, an exhaustive check at 8 and 16 bits, and
# a bounded libFuzzer run.  Each stage is appended to TEST_TARGETS.

.PHONY: bitvector deps-bitvector
deps-bitvector:
	@tools/install-deps z3 cvc5 bc

bitvector: deps-bitvector
	@proofs/bitvector/prove-bitvector
TEST_TARGETS += bitvector

# Every input at 8 and 16 bits (tests/exhaustive/README.md says which).
$(BUILD)/exhaustive: tests/exhaustive/exhaustive.c tests/exhaustive/gen_slack.h \
		tests/exhaustive/ref_model.h src/apply_slack.h src/fls.h
	@mkdir -p $(BUILD)
	$(CC) $(CFLAGS) -fopenmp -Itests/exhaustive $< -o $@

.PHONY: exhaustive
exhaustive: $(BUILD)/exhaustive
	@$(BUILD)/exhaustive
TEST_TARGETS += exhaustive

# Not in `make test` (about 1.5-2.5 min): every input at 16 bits.
.PHONY: exhaustive-full
exhaustive-full: $(BUILD)/exhaustive
	@$(BUILD)/exhaustive full

# Differential fuzzing with ASan and UBSan (tests/fuzz/fuzz_apply_slack.c).
FUZZ_CC     := clang
FUZZ_CFLAGS := -g -O1 -std=gnu11 -Wall -Wextra -Werror \
	-fsanitize=fuzzer,undefined,address -fno-sanitize-recover=all \
	-Isrc -Itests/exhaustive -Itests/reference

.PHONY: fuzz deps-fuzz
deps-fuzz:
	@tools/install-deps clang libclang-rt-14-dev

$(BUILD)/fuzz_apply_slack: tests/fuzz/fuzz_apply_slack.c tests/exhaustive/ref_model.h \
		src/apply_slack.h src/fls.h tests/reference/fls_checked.h | deps-fuzz
	@mkdir -p $(BUILD)
	$(FUZZ_CC) $(FUZZ_CFLAGS) $< -o $@

fuzz: $(BUILD)/fuzz_apply_slack
	@tests/fuzz/fuzz-apply-slack $<
TEST_TARGETS += fuzz

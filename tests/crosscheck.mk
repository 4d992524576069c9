# Cross-checks independent of WP (issue 4, points 3-4): bit-vector proofs of
# the requirements with Z3 and CVC5, an exhaustive check at 8 and 16 bits, and
# a bounded libFuzzer run.  Each stage is appended to TEST_TARGETS.

.PHONY: bitvector deps-bitvector
deps-bitvector:
	@tools/install-deps z3 cvc5 bc

bitvector: deps-bitvector
	@proofs/bitvector/run
TEST_TARGETS += bitvector

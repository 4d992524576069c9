# The proof gate.  `make prove` fails unless every WP goal is proved and no
# smoke test finds a dead hypothesis.  Requirements whose proof has not landed
# yet are listed in proofs/pending and printed as PENDING, never as proved.

PROVE_DEPS := frama-c-base why3 z3 cvc4 cvc5 python3

.PHONY: prove prove-update deps-prove
deps-prove:
	@tools/install-deps $(PROVE_DEPS)

prove: deps-prove
	@proofs/run-wp proofs/wp_main.c
	@proofs/list-pending

# Re-run every prover and rewrite the cache (after changing a contract).
prove-update: deps-prove
	@proofs/run-wp --update proofs/wp_main.c

TEST_TARGETS += prove

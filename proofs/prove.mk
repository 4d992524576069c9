# The proof gate.  `make prove` fails unless every WP goal is proved and no
# smoke test finds a dead hypothesis.  Requirements whose proof has not landed
# yet are listed in proofs/pending and printed as PENDING, never as proved.

PROVE_DEPS := frama-c-base why3 z3 cvc4 cvc5 python3

.PHONY: prove prove-update prove-pending deps-prove
deps-prove:
	@tools/install-deps $(PROVE_DEPS)

prove: deps-prove
	@echo "--- __fls (user space; the kernel's __fls is trusted with this contract)"
	@proofs/run-wp --report proofs/out/report-fls.json proofs/wp_fls.c
	@echo "--- lemma library"
	@proofs/run-wp --report proofs/out/report-lemmas.json --extra=-wp-prop=@lemma proofs/wp_main.c
	@echo "--- trusted base: each axiom also proved over 64-bit bit-vectors"
	@proofs/prove-axioms
	@echo "--- apply_slack"
	@proofs/run-wp --pending proofs/pending --extra=-wp-skip-fct=__fls proofs/wp_main.c
	@proofs/list-pending

# Re-run every prover and rewrite the cache (after changing a contract).
prove-update: deps-prove
	@proofs/run-wp --update --report proofs/out/report-fls.json proofs/wp_fls.c
	@proofs/run-wp --update --report proofs/out/report-lemmas.json --extra=-wp-prop=@lemma proofs/wp_main.c
	@proofs/run-wp --update --pending proofs/pending --extra=-wp-skip-fct=__fls proofs/wp_main.c

# The pending clauses alone, to work on them: not gated.
prove-pending: deps-prove
	-@proofs/run-wp --report proofs/out/pending-report.json \
		--extra=-wp-skip-fct=__fls \
		--extra=-wp-prop=$$(grep -v '^#' proofs/pending | sed 's/^[^:]*://; s/ --.*//' | xargs | tr ' ' ',') \
		proofs/wp_main.c

# The seed's original function must keep failing under WP (issue 2, point 4).
.PHONY: seed-counter-case
seed-counter-case: deps-prove
	@proofs/seed-counter-case

TEST_TARGETS += prove seed-counter-case

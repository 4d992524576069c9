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
	@echo "--- wheel lemmas (no other lemma in view)"
	@proofs/run-wp --report proofs/out/report-wheel-lemmas.json proofs/wp_wheel_lemmas.c
	@echo "--- the 6.1 wheel model and the queueing step (apply_slack's contract assumed, proved above)"
	@proofs/run-wp --report proofs/out/report-wheel.json \
		--extra=-wp-fct=wheel_granularity,wheel_fire,slack_queue_expiry proofs/wp_wheel.c
	@proofs/list-pending

# Rebuild the proof cache from scratch: drop it and run the gate, which
# proves every miss and records it.  (WP's own -wp-cache rebuild re-runs
# every prover on every goal and took over 15 min here; this took 8 min.)
prove-update: deps-prove
	rm -rf proofs/session/cache
	@$(MAKE) --no-print-directory prove

# The pending clauses alone, to work on them: not gated.
prove-pending: deps-prove
	@clauses=$$(grep -v '^#' proofs/pending | sed 's/^[^:]*://; s/ --.*//' | xargs | tr ' ' ','); \
	if [ -z "$$clauses" ]; then echo "prove-pending: nothing is pending"; exit 0; fi; \
	proofs/run-wp --report proofs/out/pending-report.json \
		--extra=-wp-skip-fct=__fls --extra=-wp-prop=$$clauses proofs/wp_main.c || true

# The seed's original function must keep failing under WP (issue 2, point 4).
.PHONY: seed-counter-case
seed-counter-case: deps-prove
	@proofs/seed-counter-case

# The 2010 rounding queued as is must keep failing E-bounded and
# E-never-earlier under WP (issue 9).
.PHONY: queue-counter-case
queue-counter-case: deps-prove
	@proofs/queue-counter-case

# Would the proof have caught a bug?  Plausible bugs planted in a copy of
# apply_slack() (rows 0-22), of the wheel model wheel_fire() and of the
# queueing step slack_queue_expiry() (rows 23-44): the gate's WP must fail
# to prove each one (proofs/mutants fails if one survives, or if an
# unmutated control row does not prove), and the tests (unit and
# differential; wheel-check for the wheel's rows) are reported beside it.
# The full table takes about 56 + 20 min here.  mutants-first, in make
# test, stops each mutant's proof at its first unproved goal and runs every
# apply_slack() row but only 7 of the wheel's (its control, a level
# threshold, the bucket start, A queued as is, A as first candidate, the
# second candidate dropped, the window check dropped): about 18 + 6 min,
# to keep make test under an hour with cold kernel builds.
MUTANTS_FIRST_ROWS := $(shell seq -s ' ' 0 22) 23 24 31 32 33 36 43
.PHONY: mutants mutants-first
mutants: deps-prove | deps-tests
	@proofs/mutants $(CC) $(TEST_CFLAGS) -Itests/unit
mutants-first: deps-prove | deps-tests
	@MUTANTS_FIRST=1 MUTANTS="$(MUTANTS_FIRST_ROWS)" proofs/mutants $(CC) $(TEST_CFLAGS) -Itests/unit

TEST_TARGETS += prove seed-counter-case queue-counter-case mutants-first

# The proof gate.  `make prove` fails unless every WP goal of every run in
# proofs/runs is proved by a prover in this run (no cache is read or
# written), every goal proves within a quarter of its timeout, every axiom
# of the trusted base is also proved over bit-vectors.  proofs/hints/
# names the prover to try first on each goal (make prove-hints regenerates
# it); it is a hint, never a verdict (make hint-cannot-lie checks that).

# linux-source-6.1: W-index is proved against the kernel's own text, taken
# from /usr/src/linux-source-6.1.tar.xz at proof time (xz-utils, gcc: the
# extraction's tools).
PROVE_DEPS := frama-c-base why3 z3 cvc4 cvc5 python3 linux-source-6.1 xz-utils gcc

.PHONY: prove prove-smoke prove-hints hint-cannot-lie deps-prove
deps-prove:
	@tools/install-deps $(PROVE_DEPS)

# Both word sizes, from the same sources: -machdep x86_64 (64-bit unsigned
# long) writes proofs/out/, x86_32 (i386, 32 bits) proofs/out/x86_32/.
# One pool of runs for both (wp-gate prove --machdep twice), so that neither word
# size waits for the other's last run.
prove: deps-prove
	@mkdir -p proofs/out; \
	proofs/wp-gate prove --all --machdep x86_64 --machdep x86_32; wp=$$?; \
	echo "--- trusted base: each axiom also proved over 64-bit and 32-bit bit-vectors"; \
	proofs/bitvector/prove-axioms && [ $$wp = 0 ]

# The negative checks of the proof (hint-cannot-lie, stale-hint-cost, the
# counter-cases, the tampered copies, the tamper parts of report and
# report-recheck): one script each in proofs/negative/, run through its one
# runner, proofs/negative/check-negative NAME (README.md there).

# A hint is a WP script that says "valid": it must not make a false goal
# proved.  A goal that does not hold, with a hint claiming it valid for
# every prover; a true goal with the same hint must prove.  Its own stage of
# make test, not part of make prove: WP gives each prover of a script at
# least 5 s whatever -wp-timeout says, and Z3 and cvc5 never give up on a
# false goal, so it costs 11 s of CPU that, beside the WP runs, made make
# prove 10-15 s slower.
hint-cannot-lie: deps-prove
	@proofs/negative/check-negative hint-cannot-lie

# WP's smoke tests: each contract and each branch must be satisfiable (no
# dead hypothesis makes a goal vacuous).  Every smoke goal runs to WP's
# smoke timeout on every prover, so this is its own stage of make test; it
# proves the smoke goals only (make prove proves the rest; see run-wp) and
# writes proofs/out/smoke/.  Both word sizes, in one pool: the x86_32
# proof needs its own check that no hypothesis is dead.
prove-smoke: deps-prove
	@proofs/wp-gate prove --all --smoke --machdep x86_64 --machdep x86_32

# Regenerate proofs/hints/ (about 40 min): each run proved once per prover.
prove-hints: deps-prove
	@proofs/wp-gate update-hints

# Rewrite proofs/hints/ from the last make prove (a second): each goal's
# winning prover, with a budget of twice its time (proofs/wp-gate refresh-hints).
# make prove names the goals whose hint failed ("PASS 2", "NO HINT").
.PHONY: refresh-hints
refresh-hints:
	@proofs/wp-gate refresh-hints

# A wrong hint costs about a second, not a timeout: every prover hint of
# two runs tampered (it names another prover), the gate run on the copy,
# and the cost of each hint whose prover fails its goal measured from the
# log; fails if one costs more than its budget and a second for each other
# prover, or a goal is not proved (proofs/negative/stale-hint-cost, about
# 2 min).
.PHONY: stale-hint-cost
stale-hint-cost: deps-prove
	@proofs/negative/check-negative stale-hint-cost

# The seed's original function must keep failing under WP (issue 2, point 4).
.PHONY: seed-counter-case
seed-counter-case: deps-prove
	@proofs/negative/check-negative seed-counter-case

# The 2010 rounding queued as is must keep failing E-bounded and
# E-never-earlier under WP (issue 9).
.PHONY: queue-counter-case
queue-counter-case: deps-prove $(WHEEL_INDEX_TEXT)
	@proofs/negative/check-negative queue-counter-case

# W-index is proved against the kernel's own calc_index() and
# calc_wheel_index(), cut out of linux-source-6.1 at proof time by
# tools/extract-wheel-index (the gate runs it before any run).  A tampered
# copy of timer.c (LVL_CLK_SHIFT 4; calc_index() without its + 1) must fail
# the extraction with a message naming what differs, and the second, with
# the pin skipped, must fail WP's bucket and names clauses (about 15 s).
.PHONY: wheel-index-tampered
wheel-index-tampered: deps-prove
	@proofs/negative/check-negative wheel-index-tampered

# W-requeue's counter-cases: under the contract the race fix's
# timer_in_bucket() meets (runs requeue*, make prove), 6.1's same-bucket
# shortcut in __mod_timer() (the index alone) and the issue's first
# condition (the bucket compared, no last-level guard) must each keep
# failing W_requeue: never_early under WP, at both word sizes; and the fix
# with its guard dropped must fail proofs/extract-race-fix, which shows the
# changed line.  About 50 s.  Concrete timers: tests/counter-case/requeue.c.
.PHONY: requeue-counter-case
requeue-counter-case: deps-prove
	@proofs/negative/check-negative requeue-counter-case

# Would the proof have caught a bug?  Plausible bugs planted in a copy of
# apply_slack() (rows 0-22), of the wheel model wheel_fire() and of the
# queueing step slack_queue_expiry() (rows 23-51): the gate's WP must fail
# to prove each one (proofs/mutants fails if one survives, or if an
# unmutated control row does not prove), and the tests (unit and
# differential; wheel-check for the wheel's rows) are reported beside it.
# The full table (make mutants, written to build/mutants.md and pasted into
# spec/apply_slack.md) took 45.5 min on 2026-12-06, two rows at a time.
# mutants-first, in make test, tries first the property
# pinned beside each row and stops each mutant's proof at its first unproved
# goal, two rows at a time; it runs every apply_slack() row but only 14 of
# the wheel's (its control, a level threshold, the bucket start, A queued as
# is, A as first candidate, the second candidate dropped, the window check
# dropped, the two that only E-fallback rejects: the second candidate
# queued unchecked, the fallback moved within its bucket; and the four of
# E-queued and E-index: A - 1 queued instead of the first of its bucket,
# the request that fires at A not kept, the level below not tried, its
# index not asked for; and the shortcut tested on the wrong granularity).
MUTANTS_FIRST_ROWS := $(shell seq -s ' ' 0 22) 23 24 31 32 33 36 43 44 46 47 48 49 50 51
.PHONY: mutants mutants-first
mutants: deps-prove $(WHEEL_INDEX_TEXT) | deps-tests
	@mkdir -p $(BUILD) && MUTANTS_TABLE=$(BUILD)/mutants.md proofs/mutants $(CC) $(TEST_CFLAGS) -Itests/unit
mutants-first: deps-prove $(WHEEL_INDEX_TEXT) | deps-tests
	@MUTANTS_FIRST=1 MUTANTS="$(MUTANTS_FIRST_ROWS)" proofs/mutants $(CC) $(TEST_CFLAGS) -Itests/unit

# The report: build/report/index.html (and report.md), from the last make
# prove's proofs/out/proof.json (and x86_32/proof.json); opened in headless Chromium, which must
# show every requirement id and the JSON's figures.  A copy of the page with
# one figure changed must fail that check, and results with changed or no
# provenance must be refused (proofs/negative/report-tampered).
REPORT_DEPS := chromium python3-markdown
.PHONY: report
report: deps-prove
	@tools/install-deps $(REPORT_DEPS)
	@[ -f proofs/out/proof.json ] && [ -f proofs/out/x86_32/proof.json ] || \
		$(MAKE) --no-print-directory prove
	@tools/make-report
	@tools/check-report
	@proofs/negative/check-negative report-tampered

# The pinned requirements (spec/requirements.md): copies of the sources with
# a requirement clause deleted, one weakened and one naming an unlisted id
# must each fail the gate before it proves anything, naming the clause.
.PHONY: requirements-tampered hypotheses-tampered report-recheck
requirements-tampered: deps-prove
	@proofs/negative/check-negative requirements-tampered

# The hypothesis check of make prove (proofs/gate/hypotheses.py) can fail: on
# copies of its result with a run dropped and a lemma unproved, it must
# name the unproved hypothesis.
hypotheses-tampered: deps-prove
	@[ -f proofs/out/proof.json ] || $(MAKE) --no-print-directory prove
	@proofs/negative/check-negative hypotheses-tampered

# make test's last stage: the gate's result still matches the tree's inputs
# (nothing after make prove rewrote it); the page is made again, now with
# the smoke tests' results (make prove-smoke runs after make report), and
# checked again; a copy with the smoke figure changed must fail the check
# (so the stage needs make prove-smoke's results;
# proofs/negative/report-recheck-tampered).
report-recheck: deps-prove
	@tools/install-deps $(REPORT_DEPS)
	@tools/make-report --check-inputs
	@tools/make-report
	@tools/check-report
	@proofs/negative/check-negative report-recheck-tampered

# The gate's reader of WP's and Why3's output (proofs/gate/wp_log.py) on every
# form their printers have, from real logs (tests/wp-log/), and the gate on
# a made-up result line: the run fails, quoting it.  Before the proof, so
# that a misread cannot hide behind a green table.
.PHONY: wp-log-check
wp-log-check:
	@tools/install-deps python3
	@python3 -W ignore::ResourceWarning tests/wp-log/test_wp_log.py

# Every run alone, on a clean clone (issue 35, item 4): proofs/wp-gate prove RUN
# extracts what its source includes; each run's source must load in Frama-C
# with nothing but that run's preparation (proofs/runs-alone, about 1 min).
.PHONY: runs-alone
runs-alone: deps-prove
	@tools/install-deps git
	@proofs/runs-alone

TEST_TARGETS += wp-log-check runs-alone prove requirements-tampered hypotheses-tampered hint-cannot-lie stale-hint-cost report prove-smoke seed-counter-case queue-counter-case wheel-index-tampered requeue-counter-case mutants-first

"""What each proved property assumes, across the gate's separate WP runs
(issue 22, item 3).

The gate is one WP process per run of proofs/runs.  A goal of run R is
proved under hypotheses that R does not prove itself:
  - the contract of every function that the proved function calls (C or
    ghost call) and that R does not prove (it is outside R's -wp-fct);
  - the lemmas of R's sources that R does not prove (WP hands a goal the
    lemmas whose symbols it uses; every lemma of the sources is listed, a
    superset);
  - the axioms of R's sources: the trusted base (spec/apply_slack.md), which
    must be exactly TRUSTED_AXIOMS.
A property is "proved outright" when its run assumes no lemma and its
function calls no function proved elsewhere, and "proved under
hypotheses" otherwise.  The gate fails unless every hypothesis is itself
proved in some run of the same gate (every goal of the function, or the
lemma's goal, valid) and the calls between proved functions have no cycle
(a cycle would let two contracts prove each other).

Frama-C's own report (-then -report) was considered and not used: WP
records as a proof's dependencies only the assertions and loop invariants
it assumed, not the callees' contracts nor the lemmas (Frama-C's wpo.ml,
WpPropId.dependencies), and its consolidation cannot cross processes.  So
the call graph comes from Frama-C (-cg, ghost calls included), the lemma
and axiom names from Frama-C's own printing of the sources (-print), and
the rest is written here by hand.
"""
import os, re, subprocess

PROOFS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # proofs/
TRUSTED_AXIOMS = {"ulong_wrap", "shr_xor"}
NODE = re.compile(r'"UV (\w+) \(\d+\)"')
EDGE = re.compile(r'"UV (\w+) \(\d+\)" -> "UV (\w+) \(\d+\)"')
GLOBAL = re.compile(r"\b(lemma|axiom) (\w+):")
_FACTS = {}


class FramaCError(Exception):
    """Frama-C could not give the facts the analysis needs (its output is
    quoted): the gate fails on it with that message."""


def frama_c_facts(source, tmp):
    """(functions, call edges, lemmas, axioms) of one source file, as
    Frama-C parses it."""
    if source in _FACTS:
        return _FACTS[source]
    dot = os.path.join(tmp, os.path.basename(source) + ".cg.dot")
    r = subprocess.run(["frama-c", "-machdep", "x86_64", os.path.join(PROOFS, source),
                        "-cg", dot, "-then", "-print"],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if r.returncode != 0 or not os.path.exists(dot):
        raise FramaCError("hypotheses: frama-c could not parse %s:\n%s" % (source, r.stdout[-2000:]))
    text = open(dot).read()
    funcs = set(NODE.findall(text))
    edges = set(EDGE.findall(text))
    lemmas, axioms = set(), set()
    for kind, name in GLOBAL.findall(r.stdout):
        (lemmas if kind == "lemma" else axioms).add(name)
    _FACTS[source] = (funcs, edges, lemmas, axioms)
    return _FACTS[source]


def goal_of(goal, function):
    """Whether a WP goal belongs to a function: WP names it typed_<f>_...,
    with the function's leading underscores dropped (__fls: typed_fls_)."""
    return goal.startswith("typed_%s_" % function.lstrip("_"))


def option_list(run, name):
    for o in run["command"]:
        if o.startswith(name + "="):
            return o.split("=", 1)[1].split(",")
    return None


def analyse(reports, runs, tmp):
    """reports: the per-run results of one word size (run-wp's judge_run);
    runs: proofs/runs.  Returns (table, errors)."""
    src_of = {r["name"]: r["source"] for r in runs}
    facts = {}
    for s in sorted(set(src_of.values())):
        facts[s] = frama_c_facts(s, tmp)
    proved_fn, proved_lemma, lemma_run, in_run = {}, {}, {}, {}
    for rep in reports:
        name = rep["run"]
        funcs, edges, lemmas, axioms = facts[src_of[name]]
        fct = option_list(rep, "-wp-fct")
        prop = option_list(rep, "-wp-prop")
        goals = rep["goals"]
        mine = set(fct) if fct is not None else (set() if prop is not None else
                                                  {f for f in funcs if any(
                                                      goal_of(g, f) for g in goals)})
        in_run[name] = mine
        for f in mine:
            fg = [v for g, v in goals.items() if goal_of(g, f)
                  and not any(goal_of(g, o) for o in mine
                              if o != f and o.startswith(f + "_"))]
            ok = all(v["verdict"].startswith("Valid") for v in fg)
            if ok:
                proved_fn.setdefault(f, name)
        by_lemma = {}
        for g, v in goals.items():
            m = re.match(r"typed_lemma_(\w+?)(_part\d+)?$", g)
            if m and m.group(1) in lemmas:
                by_lemma.setdefault(m.group(1), []).append(v["verdict"].startswith("Valid"))
        for lem, oks in by_lemma.items():
            lemma_run.setdefault(lem, name)
            if all(oks):
                proved_lemma.setdefault(lem, name)
    errors, table, calls = [], {}, {}
    for rep in reports:
        name = rep["run"]
        funcs, edges, lemmas, axioms = facts[src_of[name]]
        mine = in_run[name]
        own_lemmas = {l for l in lemmas if lemma_run.get(l) == name}
        # (in a lemma run, each lemma is proved from the lemmas before it:
        # those proved in other runs are its hypotheses)
        assumed_lemmas = sorted(lemmas - own_lemmas)
        for l in assumed_lemmas:
            if not proved_lemma.get(l):
                errors.append("HYPOTHESIS NOT PROVED IN THE GATE: lemma %s (assumed by run %s)"
                              % (l, name))
        extra = axioms - TRUSTED_AXIOMS
        if extra:
            errors.append("AXIOM OUTSIDE THE TRUSTED BASE in run %s: %s" % (name, ", ".join(sorted(extra))))
        for f in sorted(mine):
            callees = sorted(g for (a, g) in edges if a == f)
            calls[f] = callees
            assumed = []
            for g in callees:
                if g in mine:
                    continue
                where = proved_fn.get(g)
                assumed.append((g, where))
                if not where:
                    errors.append("HYPOTHESIS NOT PROVED IN THE GATE: the contract of %s(), "
                                  "called by %s() in run %s" % (g, f, name))
            table[f] = {"run": name, "contracts": [{"function": g, "proved_in": w}
                                                    for g, w in assumed],
                        "lemmas_assumed": len(assumed_lemmas),
                        "status": "proved outright" if not assumed and not assumed_lemmas
                        else "proved under hypotheses"}
        table["run:" + name] = {"lemmas_assumed": assumed_lemmas,
                                "lemmas_proved": sorted(own_lemmas),
                                "axioms": sorted(axioms)}
    # no cycle among the contracts that proofs assume of each other
    state = {}

    def visit(f, path):
        if state.get(f) == 1:
            errors.append("CYCLE OF ASSUMED CONTRACTS: %s" % " -> ".join(path + [f]))
            return
        if state.get(f) == 2:
            return
        state[f] = 1
        for g in calls.get(f, []):
            visit(g, path + [f])
        state[f] = 2
    for f in sorted(calls):
        visit(f, [])
    return table, errors

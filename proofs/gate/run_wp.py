"""Proof gate: run Frama-C/WP on the runs of proofs/runs, print a table of
goals per requirement for each, write one JSON per run and, with --all, one
JSON for the whole gate (proofs/out/proof.json) with the five slowest goals;
exit non-zero unless every goal of every run is proved.

No cache is read or written (-wp-cache none): every goal is proved by a
prover in this run.  proofs/hints/ says which prover to try first on each
goal, and for how long (a WP session script naming one prover and a time).
Each run is proved in two passes: pass 1 gives the hinted prover its
budget and each other prover a second (FIRST_TIMEOUT, below); pass 2
proves what pass 1 left again, its lemmas or functions only, every prover
at once with the timeout.  A wrong hint only costs time: its budget and a
second per other prover (make stale-hint-cost measures it).  Frama-C
itself exits 0 with unproved goals, so the gate reads WP's own per-goal
verdicts and its `Proved goals: N / M` lines and checks both.

Margin: a goal whose prover took more than a quarter of the timeout (30 s)
is reported as LOW MARGIN and fails the gate: a machine twice as slow, or
loaded, must still prove it.  (Not with --smoke: there the provers racing
on smoke goals load the machine, and make prove has checked the margin.)

Usage: run-wp [--timeout S] [--smoke] (--all | RUN...)
  --smoke   WP's smoke tests instead of the proof (every contract and branch
            must be satisfiable); slow, so `make prove-smoke`, not `make prove`

With --smoke a run proves its smoke goals and nothing the gate proves: the
property filter SMOKE_ONLY deselects the goals that come from ensures,
assert, lemma, ... properties, which `make prove` proves from the same
sources (assigns clauses and the preconditions of calls stay: cheap).
What WP would make of the run without that filter is listed first
(-wp-gen, no prover), and the run fails unless every smoke goal of
that list is in the smoke run and passed: the filter cannot drop one
unseen.  Runs without smoke goals (the lemma runs) are not started.  The
smoke results go to proofs/out/smoke/ (x86_32: proofs/out/smoke/x86_32/),
never over the gate's.
"""
import argparse, concurrent.futures, json, os, re, resource, shutil, subprocess, sys, time

PROOFS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # proofs/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wp_common import read_runs, why3_config, wp_command, out_dir, MACHDEPS, prepare  # noqa: E402
import wp_log  # noqa: E402
import requirements  # noqa: E402
import provenance  # noqa: E402
import hypotheses  # noqa: E402

OUT = os.path.join(PROOFS, "out")
HINTS = os.path.join(PROOFS, "hints")
MARGIN = 4          # a goal must prove within timeout / MARGIN
# Pass 1 gives each prover a short first try: a hinted goal's prover gets
# max(FIRST_TIMEOUT, TIME_EXTRA + round(time)) seconds, where time is the
# hint's own figure (twice what the prover took when the hint was written:
# proofs/wp-gate refresh-hints), the others FIRST_TIMEOUT each, one after the
# other.  A stale hint then costs about a second, not the timeout.  What
# pass 1 leaves is proved again in pass 2, every prover at once (the first
# to prove it stops the others) with the gate's timeout.
FIRST_TIMEOUT = 1
TIME_EXTRA = 1
RACE = "z3,cvc4,cvc5"
# --smoke: every category of property deselected but assigns clauses and
# the preconditions of calls (cheap, Qed proves most): a function left with
# no selected goal gets no smoke goals either (measured: the wheel run then
# lost 14 of its 35), which the check against -wp-gen's listing catches.
SMOKE_ONLY = ("-wp-prop=-@ensures,-@assert,-@lemma,-@check,-@invariant,"
              "-@variant,-@complete_behaviors,-@disjoint_behaviors,-@decreases,"
              "-@terminates")
SMOKE_GOAL = re.compile(r"\bGoal (\S+_wp_smoke_\S+)")
JOBS = 3            # runs at a time: CPU-bound beyond that
# Prover seconds per run, measured: only the order in which runs start.
# (Walls of make prove on 2026-12-07, x86_64; the wheel run is the longest.)
EXPECTED_SECONDS = {"wheel": 189, "wheel-index-lemmas": 61, "wheel-index": 41,
                    "wheel-lemmas": 40, "requeue-lemmas": 27, "lemmas": 21, "range-split": 21,
                    "rounding": 16, "apply-slack": 15, "ghost": 12, "requeue": 11, "fls": 5}

# The requirement of a goal comes from the ACSL source: every clause that
# states a requirement carries its id as a first name, e.g.
#     ensures  R_window: window: in_window(...)
# and WP puts both names in the goal's name
# (typed_apply_slack_ensures_R_window_window).  The ids are the ones
# pinned in spec/requirements.md, with the text of each clause
# (proofs/gate/requirements.py, checked before any proof).  Goals that WP makes from no named clause
# get their requirement from WP's own goal kind (KIND_RULES), and the goals
# of the ghost lemma functions (every /*@ ghost block of the sources that
# defines a function) and of their calls are
# proof steps ("ghost").
SOURCES = ["../src", "."]
KIND_RULES = [
    ("lemma",  re.compile(r"^typed_lemma_")),
    # the kernel's own calc_index() and calc_wheel_index() (W-index): their
    # runtime errors and frame conditions are part of that requirement
    ("W-index", re.compile(r"^typed_calc_(wheel_)?index_")),
    # the model of __mod_timer()'s shortcut (W-requeue, proofs/wp/wp_requeue.c),
    # and the race fix's own timer_in_bucket() (its runtime errors and
    # frame conditions too) with the model of timer_get_idx() it calls
    ("W-requeue", re.compile(r"^typed_(keep_in_bucket|timer_in_bucket|timer_get_idx)_")),
    # runtime errors (-wp-rte), frame conditions, termination: R-safe
    ("R-safe", re.compile(r"_rte_|_assigns|_exits|_terminates|_loop_variant_")),
    # the behaviors of apply_slack() cover every input exactly once: R-auto
    ("R-auto", re.compile(r"^typed_apply_slack_(complete|disjoint)_")),
]


def read_tags():
    """Requirement tags (the ids pinned in spec/requirements.md, as goal
    names spell them) and ghost functions (from the ACSL sources)."""
    ghosts = set()
    for d in SOURCES:
        d = os.path.join(PROOFS, d)
        for f in sorted(os.listdir(d)):
            if f.endswith((".h", ".c")):
                text = open(os.path.join(d, f)).read()
                for block in re.findall(r"/\*@ ghost\n(.*?)\n\*/", text, re.S):
                    ghosts |= set(re.findall(r"static void (\w+)\(", block))
    return sorted(requirements.goal_tags(), key=len, reverse=True), ghosts


TAGS, GHOSTS = read_tags()
ORDER = sorted({t.replace("_", "-") for t in TAGS} | {"R-safe", "R-auto"}) + [
    "ghost", "lemma", "other"]


def requirement(goal):
    for t in TAGS:
        # goal + "_": a lemma named after its requirement (E_auto_exact)
        if "_%s_" % t in goal + "_":
            return t.replace("_", "-")
    # ghost code never runs: its goals, safety included, are proof steps
    if any(goal.startswith("typed_%s_" % g) or "_call_%s_" % g in goal for g in GHOSTS):
        return "ghost"
    for name, pat in KIND_RULES:
        if pat.search(goal):
            return name
    return "other"


def property_of(goal):
    """The ACSL property a goal belongs to: WP splits one property into
    several goals (_partN, a loop invariant's _established/_preserved)."""
    return re.sub(r"_(part\d+|established|preserved)$", "", goal)


def hint_of(goal):
    path = os.path.join(HINTS, goal[len("typed_"):] + ".json")
    if not os.path.exists(path):
        return None
    with open(path) as f:
        text = f.read()
    if '"tactic"' in text:
        return "tactic"
    m = re.search(r'"prover":\s*"([^"]+)"', text)
    return m.group(1) if m else None


def parse_log(log, path="<log>"):
    """Per goal: verdict, prover, seconds, from the events proofs/gate/wp_log.py
    reads (it raises wp_log.Unreadable on a line it cannot read).  WP prints
    a goal's line right after its prover's result (-wp-msg-key prover); a
    hinted goal's line says only [Script], so its prover and time come from
    that result.  A prover's time is Why3's own (always printed, to the
    hundredth of a second); WP leaves it out under 0.5 ms.  A tactic's
    sub-goals are prover calls of their own: the calls not claimed by
    another goal are its own (its time is the slowest call, and their sum
    is kept beside it)."""
    goals, results = {}, []
    for event in wp_log.read(log, path):
        if event[0] == "result":
            r = event[1]
            results.append((r["prover"], r["wp"]["verdict"], r["seconds"]))
            continue
        if event[0] != "goal":
            continue
        tag, goal, r = event[1], event[2], event[3]
        if tag == "-":                        # "[wp] Goal g : verdict"
            goals.setdefault(goal, {"verdict": r["verdict"], "prover": "-", "seconds": 0.0})
            continue
        verdict = r["verdict"] if r else "Failed"
        if r and r["cached"]:
            # the gate runs with -wp-cache none: a verdict read from a cache
            # is a replay, never a proof of this run
            verdict = "Cached"
        valid = verdict == "Valid"
        g = {"verdict": verdict, "prover": tag, "seconds": 0.0}
        if tag == "Qed":
            g["seconds"] = r["seconds"] or r["qed_seconds"]
        elif tag == "Script" and hint_of(goal) == "tactic":
            # the margin is per prover call: the slowest sub-goal
            g["prover"] = "tactic: " + ", ".join(sorted({x[0] for x in results}))
            g["seconds"] = max([x[2] for x in results] or [0.0])
            g["tactic_calls"] = len(results)
            g["tactic_seconds"] = round(sum(x[2] for x in results), 3)
            results = []
        else:
            # the last result of the right kind: valid for a valid goal
            for i in range(len(results) - 1, -1, -1):
                p, v, t = results[i]
                if (v == "Valid") == valid and (tag in ("Script", "Failed") or p == tag):
                    g["prover"], g["seconds"] = p, t
                    del results[i]
                    break
        # the calls no verdict claimed: provers that tried this goal and lost
        # (pass 1 proves one goal at a time, -wp-par 1, so they are its own;
        # in pass 2's race a call may be another goal's: only totals count)
        g["attempts"] = [{"prover": p, "verdict": v, "seconds": t} for p, v, t in results]
        results = []
        goals[goal] = g
    return goals


def session_with(path, hints, goals=None):
    """A fresh WP session whose scripts are the hints (all of them, or
    those of the given goals that hold a tactic)."""
    shutil.rmtree(path, ignore_errors=True)
    if goals is None:
        shutil.copytree(hints, os.path.join(path, "script"))
        return
    os.makedirs(os.path.join(path, "script"))
    for goal in goals:
        src = os.path.join(hints, goal[len("typed_"):] + ".json")
        if os.path.exists(src) and '"tactic"' in open(src).read():
            shutil.copy(src, os.path.join(path, "script"))


def retry_options(run, left):
    """The run's options narrowed to what pass 1 left unproved: its lemmas
    by name, or its functions (-wp-fct); the whole run when the goals are
    of both kinds or of a function the run does not name."""
    props = sorted({property_of(g) for g in left})
    rest = [o for o in run["options"] if not o.startswith(("-wp-fct=", "-wp-prop="))]
    lemmas = [p[len("typed_lemma_"):] for p in props if p.startswith("typed_lemma_")]
    if lemmas and len(lemmas) == len(props):
        return rest + ["-wp-prop=" + ",".join(lemmas)]
    fcts = [f for o in run["options"] if o.startswith("-wp-fct=")
            for f in o[len("-wp-fct="):].split(",")]
    hit = set()
    for p in props:
        # the longest name: level_end_at, not level_end
        f = max((f for f in fcts if p.startswith("typed_%s_" % f)), key=len, default=None)
        if f is None:
            return run["options"]
        hit.add(f)
    return rest + ["-wp-fct=" + ",".join(sorted(hit))] + [
        o for o in run["options"] if o.startswith("-wp-prop=")]


def prove_run(run, args, env, par, machdep, out):
    """One run: pass 1, then pass 2 for what pass 1 left; returns (command,
    exit code, log, wall seconds, the time it ended, the smoke goals
    expected, pass 2 as (command, exit code, log) or None)."""
    name = run["name"]
    session = os.path.join(out, "session-" + name)
    session_with(session, args.hints)
    extra = ["-wp-msg-key", "prover"]
    expected = None
    t0 = time.time()
    if args.smoke:
        extra += ["-wp-smoke-tests"]
        # every smoke goal WP makes of the run, without the filter and
        # without a prover
        gen = wp_command(run, "none", args.timeout, session,
                         extra + ["-wp-gen"], par, machdep)
        proc = subprocess.run(gen, env=env, cwd=PROOFS, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True)
        expected = sorted(set(SMOKE_GOAL.findall(proc.stdout)))
        if proc.returncode != 0 or not expected:
            return gen, proc.returncode, proc.stdout, time.time() - t0, time.time(), expected, None
        if any(o.startswith("-wp-prop") for o in run["options"]):
            return (gen, 1, "run-wp: a run with -wp-prop has smoke goals: SMOKE_ONLY would"
                    " replace its selection\n", time.time() - t0, time.time(), expected, None)
        extra += [SMOKE_ONLY]
        cmd = wp_command(run, "script,z3,cvc4,cvc5", args.timeout, session, extra, par,
                         machdep)
    else:
        # pass 1: each goal's hinted prover with the budget its hint gives
        # it, then the others, each for FIRST_TIMEOUT
        cmd = wp_command(run, "script," + RACE, FIRST_TIMEOUT, session,
                         extra + ["-wp-time-extra", str(TIME_EXTRA)], par, machdep)
    proc = subprocess.run(cmd, env=env, cwd=PROOFS, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True)
    with open(os.path.join(out, name + ".log"), "w") as f:
        f.write(proc.stdout)
    retry = None
    if not args.smoke and proc.returncode == 0:
        try:
            left = sorted(k for k, g in parse_log(proc.stdout).items()
                          if not g["verdict"].startswith("Valid"))
        except wp_log.Unreadable:
            left = []        # judge_run reports it
        if left:
            # pass 2: what is left, every prover at once with the gate's
            # timeout; a tactic hint is kept (its goal needs it), a prover
            # hint is not (it has just failed)
            session2 = os.path.join(out, "session2-" + name)
            session_with(session2, args.hints, left)
            tactics = os.listdir(os.path.join(session2, "script"))
            cmd2 = wp_command(dict(run, options=retry_options(run, left)),
                              ("script," if tactics else "") + RACE, args.timeout,
                              session2, extra, 3, machdep)
            proc2 = subprocess.run(cmd2, env=env, cwd=PROOFS, stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT, text=True)
            with open(os.path.join(out, name + ".pass2.log"), "w") as f:
                f.write(proc2.stdout)
            retry = (cmd2, proc2.returncode, proc2.stdout, left)
    wall = time.time() - t0
    return cmd, proc.returncode, proc.stdout, wall, time.time(), expected, retry


def judge_run(run, args, out, cmd, returncode, log, wall, _end, expected=None, retry=None):
    name = run["name"]
    if args.smoke:
        return judge_smoke(run, out, cmd, returncode, log, wall, expected)

    try:
        goals = parse_log(log, os.path.relpath(os.path.join(out, name + ".log")))
        if retry:
            again = parse_log(retry[2], os.path.relpath(os.path.join(out, name + ".pass2.log")))
    except wp_log.Unreadable as e:
        return unreadable(run, out, cmd, wall, e)
    for k, g in goals.items():
        g["pass"] = 1
    second_ok = True
    if retry:
        # a goal pass 1 left takes its verdict from pass 2, which proves it
        # again from scratch; pass 1's calls on it stay counted as lost
        cmd2, rc2, log2, left = retry
        summary2 = re.search(r"Proved goals:\s+(\d+)\s*/\s*(\d+)", log2)
        second_ok = rc2 == 0 and summary2 is not None
        for k in left:
            first = goals[k]
            g = again.get(k, {"verdict": "Missing from pass 2", "prover": "-",
                                "seconds": 0.0, "attempts": []})
            lost = [dict(a) for a in first.get("attempts", [])]
            if first["prover"] not in ("-", "Failed", "Qed"):
                lost.append({"prover": first["prover"], "verdict": first["verdict"],
                             "seconds": first["seconds"]})
            g = dict(g, attempts=lost + g.get("attempts", []), first_attempts=lost,
                     first_pass=first["verdict"], **{"pass": 2})
            goals[k] = g
        if rc2 != 0:
            print(log2[-3000:], file=sys.stderr)
    # Smoke tests: WP tries to prove each contract and branch inconsistent;
    # "Passed" means it could not, i.e. the hypotheses are not dead.
    smoke = {m.group(2): m.group(1) for m in
             re.finditer(r"^\[wp\] \[(\w+)\] Smoke-test (\S+)", log, re.M)}
    for k in smoke:
        goals.pop(k, None)
    smoke_failed = sorted(k for k, v in smoke.items() if v != "Passed")
    summary = re.search(r"Proved goals:\s+(\d+)\s*/\s*(\d+)", log)

    table = {}
    for goal, g in sorted(goals.items()):
        g["requirement"] = requirement(goal)
        g["hint"] = hint_of(goal)
        g["low_margin"] = g["seconds"] > args.timeout / MARGIN
        row = table.setdefault(g["requirement"], {"proved": 0, "total": 0, "provers": {}})
        row["total"] += 1
        if g["verdict"].startswith("Valid"):
            row["proved"] += 1
            p = g["prover"].split(" ")[0].split(":")[0]
            row["provers"][p] = row["provers"].get(p, 0) + 1

    proved = sum(r["proved"] for r in table.values())
    total = sum(r["total"] for r in table.values())
    low = sorted(k for k, g in goals.items() if g["low_margin"])
    unhinted = sorted(k for k, g in goals.items() if g["prover"] != "Qed" and not g["hint"])
    # WP's own count: every goal of pass 1 listed, and proved in pass 1
    # or in pass 2
    ok = (returncode == 0 and summary is not None and total > 0 and second_ok
          and int(summary.group(2)) == total + len(smoke)
          and int(summary.group(1)) + len(retry[3] if retry else ()) == total + len(smoke)
          and proved == total and not smoke_failed and not low)

    print("%-15s %8s  %s" % ("requirement", "proved", "provers"))
    for req in ORDER:
        if req in table:
            r = table[req]
            provers = ", ".join("%s %d" % kv for kv in sorted(r["provers"].items()))
            print("%-15s %4d/%-4d %s" % (req, r["proved"], r["total"], provers))
    print("%-15s %4d/%-4d wall %.1fs, no cache (WP says %s)" % (
        "total", proved, total, wall,
        "%s / %s" % summary.groups() if summary else "nothing"))
    for goal in unhinted:
        print("NO HINT (each prover tried for %ds; run make refresh-hints): %s" % (
            FIRST_TIMEOUT, goal))
    for goal, g in sorted(goals.items()):
        if g["pass"] == 2:
            print("PASS 2: %s (pass 1: %s after %.1fs of provers; run make refresh-hints)"
                  % (goal, g["first_pass"], sum(a["seconds"] for a in g["attempts"])))
    for goal, g in sorted(goals.items()):
        if not g["verdict"].startswith("Valid"):
            print("NOT PROVED: %s (%s): %s" % (goal, g["requirement"], g["verdict"]))
    for goal in low:
        print("LOW MARGIN: %s took %.1fs with %s, more than %gs (timeout %ds / %d)" % (
            goal, goals[goal]["seconds"], goals[goal]["prover"],
            args.timeout / MARGIN, args.timeout, MARGIN))
    report = {"run": name, "ok": ok, "proved": proved, "total": total,
              "wall_seconds": round(wall, 2), "timeout": args.timeout,
              "requirements": table, "goals": goals, "smoke_tests": smoke,
              "command": cmd, "pass2_command": retry[0] if retry else None}
    with open(os.path.join(out, name + ".json"), "w") as f:
        json.dump(report, f, indent=1, sort_keys=True)
    if returncode != 0:
        print(log[-3000:], file=sys.stderr)
    return report


def unreadable(run, out, cmd, wall, error):
    """A run whose log holds a line the gate cannot read: failed, saying
    which line of which log (never a guess, never a traceback)."""
    print("UNREADABLE: %s\n  the gate reads every result form WP 25 and Why3 1.5.1"
          " print (proofs/gate/wp_log.py); this one is none of them: run %s FAILED" % (
              error, run["name"]))
    report = {"run": run["name"], "ok": False, "proved": 0, "total": 0,
              "wall_seconds": round(wall, 2), "requirements": {}, "goals": {},
              "smoke_tests": {}, "expected": [], "command": cmd, "unreadable": str(error)}
    with open(os.path.join(out, run["name"] + ".json"), "w") as f:
        json.dump(report, f, indent=1, sort_keys=True)
    return report


def judge_smoke(run, out, cmd, returncode, log, wall, expected):
    """A smoke run: every smoke goal that -wp-gen listed passed (WP could
    not prove its hypotheses inconsistent), and every other goal left by
    SMOKE_ONLY is proved."""
    name = run["name"]
    if returncode == 0 and not expected:
        # a run of named functions has smoke goals: none means the listing
        # (or SMOKE_GOAL) is broken, and the stage would pass on nothing
        fct = any(o.startswith("-wp-fct") for o in run["options"])
        print("%-15s no smoke goals (no function in this run): not started%s" % (
            "smoke", "; but it names functions: FAILED" if fct else ""))
        return {"run": name, "ok": not fct, "smoke_tests": {}, "expected": [],
                "command": cmd, "wall_seconds": round(wall, 2)}
    try:
        goals = parse_log(log, os.path.relpath(os.path.join(out, name + ".log")))
    except wp_log.Unreadable as e:
        return unreadable(run, out, cmd, wall, e)
    smoke = {m.group(2): m.group(1) for m in
             re.finditer(r"^\[wp\] \[(\w+)\] Smoke-test (\S+)", log, re.M)}
    for k in smoke:
        goals.pop(k, None)
    failed = sorted(k for k, v in smoke.items() if v != "Passed")
    missing = sorted(set(expected or ()) - set(smoke))
    unproved = sorted(k for k, g in goals.items() if not g["verdict"].startswith("Valid"))
    summary = re.search(r"Proved goals:\s+(\d+)\s*/\s*(\d+)", log)
    ok = (returncode == 0 and summary is not None and bool(expected) and not missing
          and not failed and not unproved
          and int(summary.group(1)) == int(summary.group(2)) == len(goals) + len(smoke))
    print("%-15s %4d/%-4d passed, dead hypotheses found: %s; wall %.1fs (WP says %s)" % (
        "smoke", len(smoke) - len(failed), len(expected or ()), ", ".join(failed) or "none",
        wall, "%s / %s" % summary.groups() if summary else "nothing"))
    print("%-15s %4d/%-4d proved beside them (assigns, preconditions of calls)" % (
        "other goals", len(goals) - len(unproved), len(goals)))
    for k in missing:
        print("SMOKE GOAL MISSING from the smoke run (the filter dropped it): %s" % k)
    for k in unproved:
        print("NOT PROVED: %s: %s" % (k, goals[k]["verdict"]))
    report = {"run": name, "ok": ok, "smoke_tests": smoke, "expected": expected,
              "goals": goals, "wall_seconds": round(wall, 2), "command": cmd}
    with open(os.path.join(out, name + ".json"), "w") as f:
        json.dump(report, f, indent=1, sort_keys=True)
    if returncode != 0:
        print(log[-3000:], file=sys.stderr)
    return report


def prove():
    ap = argparse.ArgumentParser(prog="proofs/wp-gate prove")
    ap.add_argument("--all", action="store_true")
    ap.add_argument("--smoke", action="store_true")
    ap.add_argument("--timeout", type=int, default=30)
    ap.add_argument("--out", default=OUT,
                    help="where the logs and JSON go (proofs/out)")
    ap.add_argument("--hints", default=HINTS,
                    help="the hints' folder (proofs/hints; make stale-hint-cost tampers a copy)")
    ap.add_argument("--machdep", choices=MACHDEPS, action="append",
                    help="word size: x86_64 (64-bit unsigned long, the default) "
                    "or x86_32; twice for both, proved in one pool of runs")
    ap.add_argument("runs", nargs="*")
    args = ap.parse_args()
    runs = [r for r in read_runs() if args.all or r["name"] in args.runs]
    if not runs or (args.all and args.runs):
        ap.error("name runs of proofs/runs, or --all")
    # the requirements: every clause that names an id is the one pinned in
    # spec/requirements.md, and names an id listed there
    pin_msgs = requirements.check()
    for m in pin_msgs:
        print(m)
    if pin_msgs:
        print("run-wp: the sources differ from the requirements pinned in"
              " spec/requirements.md: nothing proved", file=sys.stderr)
        return 1
    # text taken from the kernel tree at proof time (W-index): extracted
    # and checked first; if it differs from what the contract assumes, the
    # gate fails here, saying what differs
    if not prepare(runs):
        print("run-wp: the extraction failed: nothing proved", file=sys.stderr)
        return 1
    # what this result is made from (commit, dirty tree, the sha256 of
    # every input, tool versions): recorded in proof.json / smoke.json,
    # checked by tools/make-report against the tree
    prov = provenance.record()
    machdeps = args.machdep or ["x86_64"]
    outs = {m: out_dir(os.path.join(args.out, "smoke") if args.smoke else args.out, m)
            for m in machdeps}
    for o in outs.values():
        os.makedirs(o, exist_ok=True)
    env = dict(os.environ, WHY3CONFIG=why3_config(OUT))
    t0 = time.time()
    # Three runs at a time, one prover each (-wp-par 1): one run's parsing
    # and goal generation (Frama-C's own CPU) overlap the others' provers.
    # Measured on 2 cores (make prove, 2026-12-07): 2 at a time 7 min 32 s
    # (the CPU 67 % busy), 3 at a time 5 min 40 s (85 %), 4 at a time
    # 8 min 24 s (provers so slowed that 9 goals missed their pass-1
    # budgets and went to pass 2).
    # The longest runs start first; the tables come out in proofs/runs order.
    # Both word sizes share the pool, so that neither waits for the other's
    # last run.
    with concurrent.futures.ThreadPoolExecutor(max_workers=JOBS) as pool:
        order = sorted(runs, key=lambda r: -EXPECTED_SECONDS.get(r["name"], 0))
        futures = {(m, r["name"]): pool.submit(prove_run, r, args, env, 1, m, outs[m])
                   for r in order for m in machdeps}
    status = 0
    for m in machdeps:
        if len(machdeps) > 1:
            print("=== -machdep %s: unsigned long is %s bits" % (
                m, "64" if m == "x86_64" else "32"))
        status |= judge_machdep(args, runs, m, outs[m], futures, t0, prov)
    if not args.smoke:
        efficiency(runs, outs, time.time() - t0)
    return status


def efficiency(runs, outs, wall):
    """Where the cores went: the winning provers' own time, the losing
    calls' (pass 1's failed tries, pass 2's losers that finished), and the
    CPU of everything run-wp started (Frama-C, Why3, the provers)."""
    cores = os.cpu_count() or 1
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = usage.ru_utime + usage.ru_stime
    won = lost = 0.0
    goals = prover_goals = retried = 0
    for o in outs.values():
        for r in runs:
            with open(os.path.join(o, r["name"] + ".json")) as f:
                for g in json.load(f).get("goals", {}).values():
                    goals += 1
                    if g["prover"] != "Qed":
                        prover_goals += 1
                        won += g.get("tactic_seconds", g["seconds"])
                    lost += sum(a["seconds"] for a in g.get("attempts", []))
                    retried += g.get("pass") == 2
    print("--- efficiency: %d goals (%d for a prover, %d retried in pass 2), %.1fs wall"
          " on %d cores" % (goals, prover_goals, retried, wall, cores))
    print("  winning provers %.1fs, losing calls %.1fs: winners / (wall x cores) = %.0f%%"
          % (won, lost, 100 * won / (wall * cores)))
    print("  CPU of Frama-C, Why3 and the provers %.1fs: CPU / (wall x cores) = %.0f%%"
          % (cpu, 100 * cpu / (wall * cores)))


def judge_machdep(args, runs, machdep, out, futures, t0, prov):
    """The tables, the summary and proof.json of one word size."""
    reports = []
    for run in runs:
        print("--- %s: %s %s" % (run["name"], run["source"], " ".join(run["options"])))
        reports.append(judge_run(run, args, out, *futures[(machdep, run["name"])].result()))
    ok = all(r["ok"] for r in reports)
    if args.smoke:
        n = sum(len(r["expected"]) for r in reports)
        passed = sum(sum(v == "Passed" for v in r["smoke_tests"].values()) for r in reports)
        ok = ok and n > 0
        print("--- smoke tests (-machdep %s): %d/%d passed, %s, in %.1fs wall" % (
            machdep, passed, n, "no dead hypothesis" if ok else "FAILED",
            max(futures[(machdep, r["name"])].result()[4] for r in runs) - t0))
        with open(os.path.join(out, "smoke.json"), "w") as f:
            json.dump({"ok": ok, "machdep": machdep, "runs": reports,
                       "provenance": prov}, f, indent=1, sort_keys=True)
        return 0 if ok else 1
    if args.all:
        goals = [dict(g, goal=k, run=r["run"]) for r in reports for k, g in r["goals"].items()]
        slowest = sorted(goals, key=lambda g: -g["seconds"])[:5]
        # from the start to the end of this word size's last run
        wall = max(futures[(machdep, r["name"])].result()[4] for r in runs) - t0
        print("--- the whole gate (-machdep %s): %d/%d goals proved in %.1fs wall, no cache" % (
            machdep, sum(r["proved"] for r in reports), sum(r["total"] for r in reports), wall))
        print("five slowest goals (timeout %ds, margin = timeout / time):" % args.timeout)
        for g in slowest:
            print("  %6.2fs  %5.1fx  %-12s %-13s %s" % (
                g["seconds"], args.timeout / max(g["seconds"], 1e-3), g["prover"],
                g["run"], g["goal"]))
        # One status per ACSL property, over all runs: proved when every
        # goal WP made of it is proved.
        props = {}
        for g in goals:
            p = props.setdefault(property_of(g["goal"]), {
                "requirement": g["requirement"], "run": g["run"], "goals": [],
                "proved": True, "seconds": 0.0})
            p["goals"].append(g["goal"])
            p["proved"] &= g["verdict"].startswith("Valid")
            p["seconds"] = round(p["seconds"] + g["seconds"], 3)
        reqs = {}
        for name, p in props.items():
            r = reqs.setdefault(p["requirement"], {"properties": 0, "proved": 0, "goals": 0})
            r["properties"] += 1
            r["proved"] += p["proved"]
            r["goals"] += len(p["goals"])
        print("per requirement, over all runs (a property is proved when all its goals are):")
        print("  %-16s %11s %6s" % ("requirement", "properties", "goals"))
        for req in ORDER:
            if req in reqs:
                r = reqs[req]
                print("  %-16s %5d/%-5d %6d" % (req, r["proved"], r["properties"], r["goals"]))
        nameless = sorted(k for k, p in props.items() if p["requirement"] == "other")
        for k in nameless:
            print("NO REQUIREMENT (name the ACSL clause with its id): %s" % k)
        ok = ok and not nameless
        # Every pinned id, and every pinned clause that WP proves (not a
        # requires, which the function's own proof assumes), has a
        # proved property at this word size.
        proved = [k for k, p in props.items() if p["proved"]]
        for rid in requirements.read_spec()[0]:
            if not any(props[k]["requirement"] == rid for k in proved):
                print("REQUIREMENT WITHOUT A PROVED PROPERTY (-machdep %s): %s" % (machdep, rid))
                ok = False
        for key, frag in sorted(requirements.pinned_properties().items()):
            if " requires " not in key and not any(frag + "_" in k + "_" for k in proved):
                print("PINNED CLAUSE WITHOUT A PROVED PROPERTY (-machdep %s): %s" % (machdep, key))
                ok = False
        # What each property assumes that its own run does not prove
        # (proofs/gate/hypotheses.py): every such hypothesis is proved in some
        # run of this gate, with no cycle of contracts.
        hyp, hyp_errors = hypotheses.analyse(reports, runs, out)
        for e in hyp_errors:
            print(e)
        ok = ok and not hyp_errors
        for k, p in props.items():
            fn = next((f for f in sorted(hyp, key=len, reverse=True)
                       if not f.startswith("run:") and k.startswith("typed_%s_" % f)), None)
            if fn and hyp[fn]["run"] == p["run"]:
                p["status"] = hyp[fn]["status"] if p["proved"] else "not proved"
                p["hypotheses"] = {"contracts": hyp[fn]["contracts"],
                                   "lemmas": "the %d lemmas run %s assumes" % (
                                       hyp[fn]["lemmas_assumed"], p["run"])}
            elif k.startswith("typed_lemma_"):
                n = len(hyp["run:" + p["run"]]["lemmas_assumed"])
                p["status"] = ("proved under hypotheses" if n else "proved outright") \
                    if p["proved"] else "not proved"
                p["hypotheses"] = {"contracts": [], "lemmas": "the %d lemmas run %s assumes"
                                   % (n, p["run"])}
        print("hypotheses: %d properties proved outright, %d under hypotheses, each"
              " hypothesis proved in a run of this gate%s" % (
                  sum(p.get("status") == "proved outright" for p in props.values()),
                  sum(p.get("status") == "proved under hypotheses" for p in props.values()),
                  "" if not hyp_errors else ": NO, %d unproved" % len(hyp_errors)))
        for fn in sorted(f for f in hyp if not f.startswith("run:")):
            h = hyp[fn]
            print("  %-22s %-14s assumes %s; %d lemmas" % (
                fn + "()", h["run"], ", ".join("%s() [%s]" % (c["function"], c["proved_in"])
                                                 for c in h["contracts"]) or "no contract",
                h["lemmas_assumed"]))
        with open(os.path.join(out, "proof.json"), "w") as f:
            json.dump({"ok": ok, "machdep": machdep, "wall_seconds": round(wall, 2), "timeout": args.timeout,
                       "margin": MARGIN, "requirements": reqs, "properties": props,
                       "runs": reports, "slowest": slowest, "provenance": prov,
                       "hypotheses": hyp},
                      f, indent=1, sort_keys=True)
    return 0 if ok else 1


def main():
    try:
        return prove()
    except (wp_log.Unreadable, hypotheses.FramaCError) as e:
        # a tool's output the gate cannot read: its message, not a traceback
        print("run-wp: %s" % e, file=sys.stderr)
        return 1

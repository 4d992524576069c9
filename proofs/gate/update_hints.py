"""Regenerate proofs/hints/: for every goal of every run in proofs/runs, the
prover to try first.  Not part of `make prove` and never trusted by it.

A hint is a WP session script naming one prover, e.g.
    [ { "prover": "CVC4:1.8", "verdict": "valid", "time": 0.42 } ]
WP reads it as "run CVC4 on this goal for max(1, 1 + round(0.42)) s" in the
gate's pass 1 (proofs/gate/run_wp.py; the time written is twice the time measured
here); the verdict field is required by WP's script format but is not
believed: `make prove` runs without any cache, so the prover really runs,
and proofs/negative/hint-cannot-lie checks that a script claiming "valid" for a
false goal still fails the gate.  When the hinted prover fails, WP tries
the other provers: a wrong or stale hint costs time; it never proves
anything.  proofs/wp-gate refresh-hints rewrites the hints from the last make prove
instead, in a second (the winners only, not every prover measured).

How: each run is proved once per prover alone (no race, no cache, the
gate's flags), and each goal's hint is the prover that proved it fastest.
A hint that holds a tactic (an induction or a range split written by hand)
keeps its tactic; its sub-goals get, all of them, the one prover that
proves them fastest in total (WP's `tip` mode fills them in, one run per
prover).  Takes about 40 min on 2 cores (each tactic hint: one WP run per prover).

Usage: update-hints [--timeout S] [RUN...]
"""
import argparse, glob, json, os, re, shutil, subprocess, sys, tempfile

PROOFS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # proofs/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wp_common import PROVERS, read_runs, why3_config, wp_command, prepare  # noqa: E402
import wp_log  # noqa: E402


def strip_children(node):
    """A tactic script with its sub-goals' provers left out."""
    if isinstance(node, list):
        return [strip_children(n) for n in node if "tactic" in n]
    return dict(node, children={})


def tactic_hint(path, goal, run, tmp, env, timeout):
    """Fill the tactic's sub-goals with the prover fastest on all of them."""
    skeleton = strip_children(json.load(open(path)))
    found = None
    for shortcut, _ in PROVERS:
        session = os.path.join(tmp, "tactic")
        shutil.rmtree(session, ignore_errors=True)
        os.makedirs(os.path.join(session, "script"))
        script = os.path.join(session, "script", goal + ".json")
        with open(script, "w") as f:
            json.dump(skeleton, f)
        prop = goal[len("lemma_"):] if goal.startswith("lemma_") else goal
        cmd = wp_command(run, "tip," + shortcut, timeout, session, ["-wp-prop=" + prop])
        log = subprocess.run(cmd, env=env, cwd=PROOFS, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True).stdout
        # (WP writes no script when the prover leaves a sub-goal open)
        if not re.search(r"Goal typed_%s : Valid" % re.escape(goal), log) \
                or not os.path.exists(script):
            continue
        text = open(script).read()
        total = sum(float(t) for t in re.findall(r'"time":\s*([\d.]+)', text))
        print("%-13s %-5s tactic %s: %.1fs in all" % (run["name"], shortcut, goal, total))
        if found is None or total < found[1]:
            found = (text, total)
    if found is None:
        print("update-hints: no prover closes the tactic of %s; kept as is" % goal)
        return ("tactic", 0.0)
    with open(path, "w") as f:
        f.write(found[0])
    return ("tactic", found[1])


def main():
    ap = argparse.ArgumentParser(prog="proofs/wp-gate update-hints")
    ap.add_argument("--timeout", type=int, default=10)
    ap.add_argument("--tactics-only", action="store_true",
                    help="only refill the sub-goals of the tactic hints")
    ap.add_argument("runs", nargs="*")
    args = ap.parse_args()
    hints = os.path.join(PROOFS, "hints")
    tmp = tempfile.mkdtemp()
    env = dict(os.environ, WHY3CONFIG=why3_config(tmp))
    best, run_of = {}, {}
    if not prepare([r for r in read_runs() if not args.runs or r["name"] in args.runs]):
        return 1
    for run in read_runs():
        if args.runs and run["name"] not in args.runs:
            continue
        # which run each goal belongs to (no prover: WP only lists goals)
        log = subprocess.run(wp_command(run, "none", 1, os.path.join(tmp, "none")),
                             env=env, cwd=PROOFS, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True).stdout
        for g in re.findall(r"^\[wp\] (?:\[[^\]]+\] )?Goal typed_(\S+)", log, re.M):
            run_of.setdefault(g, run)
        for shortcut, why3_name in PROVERS:
            if args.tactics_only:
                break
            session = os.path.join(tmp, "session")
            shutil.rmtree(session, ignore_errors=True)
            cmd = wp_command(run, shortcut, args.timeout, session)
            log = subprocess.run(cmd, env=env, cwd=PROOFS, stdout=subprocess.PIPE,
                                 stderr=subprocess.STDOUT, text=True).stdout
            n = 0
            try:
                events = wp_log.read(log, "%s run %s" % (shortcut, run["name"]))
            except wp_log.Unreadable as e:
                print("update-hints: %s" % e)
                return 1
            for e in events:
                if e[0] != "goal" or e[1] in ("Qed", "Failed", "-") or e[3]["verdict"] != "Valid":
                    continue
                # WP prints no time under 0.5 ms: 0 s then
                goal, secs = e[2][len("typed_"):], e[3]["seconds"]
                n += 1
                if goal not in best or secs < best[goal][1]:
                    best[goal] = (why3_name, secs)
            print("%-13s %-5s proved %d goals" % (run["name"], shortcut, n), flush=True)
    for path in sorted(glob.glob(os.path.join(hints, "*.json"))):
        goal = os.path.basename(path)[:-len(".json")]
        if '"tactic"' in open(path).read() and goal in run_of:
            best[goal] = tactic_hint(path, goal, run_of[goal], tmp, env, args.timeout)
    for goal, (prover, secs) in sorted(best.items()):
        path = os.path.join(hints, goal + ".json")
        if prover == "tactic":
            continue
        with open(path, "w") as f:
            # the budget WP gives the prover in the gate's pass 1: see
            # proofs/wp-gate refresh-hints (twice the time measured)
            f.write('[ { "prover": "%s", "verdict": "valid", "time": %s } ]\n' % (
                prover, round(max(secs, 0.01) * 2, 2)))
    print("update-hints: %d goals hinted; slowest: %s" % (
        len(best), ", ".join("%s %s %.1fs" % (g, p, s) for g, (p, s) in
                             sorted(best.items(), key=lambda kv: -kv[1][1])[:5])))
    shutil.rmtree(tmp)
    return 0


"""Rewrite proofs/hints/ from the last `make prove` (proofs/out/proof.json
and proofs/out/x86_32/proof.json): each goal a prover proved gets a hint
naming that prover, with a budget.  Proves nothing itself; takes a second.

A hint is a WP session script, e.g.
    [ { "prover": "CVC5:1.0.3", "verdict": "valid", "time": 0.42 } ]
WP gives the hinted prover max(-wp-timeout, -wp-time-extra + round(time))
seconds, i.e. 1 + round(time) in the gate's pass 1 (proofs/gate/run_wp.py).  The
time written is twice the slowest the prover took at either word size, so
that a loaded machine still proves the goal in pass 1; a hint whose prover
fails costs only that budget (a second for most goals).

The prover is the one that proved the goal: if the two word sizes were
proved by different provers, the hint's own prover is kept when it proved
either, else x86_64's.  A hint holding a tactic (an induction or a range
split, written by hand) is left as it is: WP wrote its sub-goals' provers
and times.  Goals that Qed proves at both word sizes need no hint; hints
of goals that no longer exist are left for proofs/wp-gate update-hints to remove.

proofs/wp-gate update-hints measures every prover on every goal (40 min); this
keeps the measured winners current after a change, cheaply.

Usage: refresh-hints [--check]   (--check: list what would change, exit 1
                                  if anything would)
"""
import json, os, re, sys

PROOFS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # proofs/
HINTS = os.path.join(PROOFS, "hints")
REPORTS = [os.path.join(PROOFS, "out", "proof.json"),
           os.path.join(PROOFS, "out", "x86_32", "proof.json")]
SAFETY = 2          # the budget's factor over the measured time


def winners():
    """goal (without typed_) -> list of (prover as WP names it in a
    script, seconds), one per word size whose prover proved it."""
    won = {}
    for path in REPORTS:
        with open(path) as f:
            report = json.load(f)
        for run in report["runs"]:
            for goal, g in run["goals"].items():
                if not g["verdict"].startswith("Valid") or g["prover"] in ("Qed", "Script"):
                    continue    # Script: WP printed no prover for it (Qed inside the script)
                name = goal[len("typed_"):]
                if g["prover"].startswith("tactic"):
                    won.setdefault(name, []).append(("tactic", g["seconds"]))
                else:
                    # "CVC5 1.0.3" as the log prints it, "CVC5:1.0.3" in a script
                    won.setdefault(name, []).append((g["prover"].replace(" ", ":", 1),
                                                     g["seconds"]))
    return won


def budget(seconds):
    return round(max(seconds, 0.01) * SAFETY, 2)


def hint_text(old, results):
    slowest = max(s for _, s in results)
    provers = [p for p, _ in results]
    mine = re.search(r'"prover":\s*"([^"]+)"', old or "")
    prover = mine.group(1) if mine and mine.group(1) in provers else provers[0]
    return '[ { "prover": "%s", "verdict": "valid", "time": %s } ]\n' % (
        prover, budget(slowest))


def main():
    check = "--check" in sys.argv[1:]
    changed = 0
    for name, results in sorted(winners().items()):
        path = os.path.join(HINTS, name + ".json")
        old = open(path).read() if os.path.exists(path) else None
        if any(p == "tactic" for p, _ in results) or (old and '"tactic"' in old):
            continue
        new = hint_text(old, results)
        if new != old:
            changed += 1
            if check:
                print("%s: %s -> %s" % (name, (old or "no hint").strip(), new.strip()))
            else:
                with open(path, "w") as f:
                    f.write(new)
    print("refresh-hints: %d hints %s" % (changed, "would change" if check else "written"))
    return 1 if check and changed else 0


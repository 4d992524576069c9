#!/usr/bin/env python3
"""The gate's reader of WP's and Why3's output (proofs/gate/wp_log.py), fed every
form their printers have (see that file's docstring).

The forms marked "real" are lines of real logs of this project's gate (or
of requeue-x86_32.log and failed-goal.log here, two whole real logs); the
others come from the printers' sources, as WP 25 and Why3 1.5.1 would print
them.  Last, run-wp's own judge is given a log with a made-up result line:
the run must fail, naming the log and quoting the line."""
import contextlib, importlib.machinery, importlib.util, io, os, sys, tempfile, unittest
from argparse import Namespace

HERE = os.path.dirname(os.path.abspath(__file__))
GATE = os.path.join(HERE, "..", "..", "proofs", "gate")
sys.path.insert(0, GATE)
import wp_log  # noqa: E402


def load_run_wp():
    loader = importlib.machinery.SourceFileLoader("run_wp", os.path.join(GATE, "run_wp.py"))
    spec = importlib.util.spec_from_loader("run_wp", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


# WP's verdicts: text -> (verdict, prover seconds, steps, Qed seconds)
WP_RESULTS = [
    ("Valid", ("Valid", 0.0, 0, 0.0)),                                     # real
    ("Valid (1ms)", ("Valid", 0.001, 0, 0.0)),                             # real
    ("Valid (70ms) (12219)", ("Valid", 0.07, 12219, 0.0)),                 # real
    ("Valid (2.2s) (8567369)", ("Valid", 2.2, 8567369, 0.0)),              # real
    ("Valid (Qed:1ms) (2.2s) (8567369)", ("Valid", 2.2, 8567369, 0.001)),  # real
    ("Valid (12870)", ("Valid", 0.0, 12870, 0.0)),        # real: the crash's line
    ("Timeout (2s)", ("Timeout", 2.0, 0, 0.0)),                            # real
    ("Unknown", ("Unknown", 0.0, 0, 0.0)),                                 # real
    ("Failed Unknown error", ("Failed", 0.0, 0, 0.0)),                     # real
    ("Valid (0.50ms)", ("Valid", 0.0005, 0, 0.0)),
    ("Valid (Qed:2ms)", ("Valid", 0.0, 0, 0.002)),
    ("Valid (1')", ("Valid", 60.0, 0, 0.0)),
    ("Valid (1'03s)", ("Valid", 63.0, 0, 0.0)),
    ("Valid (1h)", ("Valid", 3600.0, 0, 0.0)),
    ("Valid (1h02')", ("Valid", 3720.0, 0, 0.0)),
    ("Valid (40ms) (cached)", ("Valid", 0.04, 0, 0.0)),
    ("Step limit (1000)", ("Step limit", 0.0, 1000, 0.0)),
    ("Timeout (20s) (cached)", ("Timeout", 20.0, 0, 0.0)),
    ("Unknown (Qed:3ms) (0.3s)", ("Unknown", 0.3, 0, 0.003)),
    ("Invalid", ("Invalid", 0.0, 0, 0.0)),
    ("No Result", ("No Result", 0.0, 0, 0.0)),
    ("Computing", ("Computing", 0.0, 0, 0.0)),
    ("Failed", ("Failed", 0.0, 0, 0.0)),
]

# "Why3 result" messages, as logged: (text, prover, Why3's answer, seconds,
# steps, WP's verdict)
WHY3_RESULTS = [
    ("[wp:prover] Why3 result for Z3 4.8.12: Timeout (2.00s) and Timeout (2s)",     # real
     "Z3 4.8.12", "Timeout", 2.0, 0, "Timeout"),
    ("[wp:prover] \n  Why3 result for Z3 4.8.12: Valid (0.00s, 12870 steps) and Valid (12870)",
     "Z3 4.8.12", "Valid", 0.0, 12870, "Valid"),                        # real: the crash
    ("[wp:prover] \n  Why3 result for CVC4 1.8: Valid (0.03s) and Valid (30ms)",    # real
     "CVC4 1.8", "Valid", 0.03, 0, "Valid"),
    ("[wp:prover] \n  Why3 result for CVC4 1.8: Unknown (unknown) (0.09s, 15244 steps) and Unknown",
     "CVC4 1.8", "Unknown (unknown)", 0.09, 15244, "Unknown"),             # real
    ("[wp:prover] \n"                                                       # real
     "  Why3 result for Z3 4.8.12: High failure (24.87s),\n"
     "                             Prover exit status: exited with status 0\n"
     "                             prover\n"
     "                             output:\n"
     "                             WARNING: (3201,118): pattern does not contain any variable.\n"
     "  WARNING: (3239,68): pattern does not contain any variable.\n"
     "  timeout\n"
     "  \n"
     "                              and Failed Unknown error",
     "Z3 4.8.12", "High failure", 24.87, 0, "Failed"),
    ("[wp:prover] Why3 result for CVC5 1.0.3: Step limit exceeded (0.51s, 1000 steps)"
     " and Step limit (1000)", "CVC5 1.0.3", "Step limit exceeded", 0.51, 1000, "Step limit"),
    ("[wp:prover] Why3 result for Z3 4.8.12: Failure (unknown sort) (0.01s) and Failed unknown sort",
     "Z3 4.8.12", "Failure (unknown sort)", 0.01, 0, "Failed"),
    ("[wp:prover] Why3 result for CVC5 1.0.3: Invalid (0.20s, 300 steps) and Invalid",
     "CVC5 1.0.3", "Invalid", 0.2, 300, "Invalid"),
]

# Lines that announce a result and match no form: each must raise.
UNREADABLE = [
    "[wp:prover] Why3 result for Z3 4.8.12: Valid (0.00s) and Proved (12ms)",
    "[wp:prover] Why3 result for Z3 4.8.12: Valid in 0.00s and Valid",
    "[wp] [Z3 4.8.12] Goal typed_g : Valid (12 parsecs)",
    "[wp] [Z3 4.8.12] Goal typed_g : Good",
    "[wp] [Z3 4.8.12] Goal typed_g : Valid (1.5h)",
    "[wp] [Failed] Goal typed_g\n  Z3 4.8.12: Gave up",
    "[wp] [Z3 4.8.12] Goal: typed_g Valid",
]


class Forms(unittest.TestCase):
    def test_wp_results(self):
        for text, want in WP_RESULTS:
            r = wp_log.parse_wp_result(text)
            self.assertIsNotNone(r, text)
            got = (r["verdict"], r["seconds"], r["steps"], r["qed_seconds"])
            self.assertEqual(got[0], want[0], text)
            self.assertAlmostEqual(got[1], want[1], 6, text)
            self.assertEqual(got[2], want[2], text)
            self.assertAlmostEqual(got[3], want[3], 6, text)

    def test_goal_lines(self):
        for text, want in WP_RESULTS:
            (event,) = wp_log.read("[wp] [Z3 4.8.12] Goal typed_g : %s\n" % text)
            self.assertEqual(event[:3], ("goal", "Z3 4.8.12", "typed_g"), text)
            self.assertEqual(event[3]["verdict"], want[0], text)

    def test_why3_results(self):
        for text, prover, answer, secs, steps, verdict in WHY3_RESULTS:
            events = wp_log.read(text + "\n[wp] 1 goal scheduled\n")
            self.assertEqual(events[0][0], "result", text)
            r = events[0][1]
            self.assertEqual((r["prover"], r["answer"], r["steps"], r["wp"]["verdict"]),
                             (prover, answer, steps, verdict), text)
            self.assertAlmostEqual(r["seconds"], secs, 6, text)

    def test_unreadable(self):
        for text in UNREADABLE:
            with self.assertRaises(wp_log.Unreadable, msg=text) as cm:
                wp_log.read("[wp] 1 goal scheduled\n" + text + "\n", "some.log")
            self.assertIn("some.log:2", str(cm.exception))
            self.assertIn(repr(text), str(cm.exception))

    def test_failed_goal(self):
        (event,) = wp_log.read("[wp] [Failed] Goal typed_lemma_lie\n"     # real
                               "  Z3 4.8.12: Timeout (2s)\n"
                               "  CVC5 1.0.3: Timeout (2s)\n"
                               "  CVC4 1.8: Unknown\n")
        self.assertEqual(event[:4], ("goal", "Failed", "typed_lemma_lie", None))
        self.assertEqual([(p, r["verdict"]) for p, r in event[4]],
                         [("Z3 4.8.12", "Timeout"), ("CVC5 1.0.3", "Timeout"),
                          ("CVC4 1.8", "Unknown")])

    def test_not_results(self):
        # lines that carry no result are passed over, not misread
        text = ("[wp] [Qed] Goal typed_g preprocessing\n"
                "[wp:prover] Why3 run prover Z3 4.8.12 with timeout 30, steps -1\n"
                "[wp] 41 goals scheduled\n[kernel] Parsing f.c (with preprocessing)\n")
        self.assertEqual(wp_log.read(text), [])


class WholeLogs(unittest.TestCase):
    run_wp = load_run_wp()

    def goals(self, name):
        with open(os.path.join(HERE, name)) as f:
            text = f.read()
        return text, self.run_wp.parse_log(text, name)

    def test_requeue_x86_32(self):
        # a real run: 41 goals, two of them tried by Z3 first, which ends in
        # "High failure" after 24.9 s, then proved by CVC4
        text, goals = self.goals("requeue-x86_32.log")
        self.assertEqual(wp_log.summary(text), (41, 41))
        self.assertEqual(len(goals), 41)
        self.assertTrue(all(g["verdict"] == "Valid" for g in goals.values()))
        g = goals["typed_timer_get_idx_assert_rte_mem_access"]
        self.assertEqual((g["prover"], g["seconds"]), ("Z3 4.8.12", 2.23))
        failed = [r for e in wp_log.read(text) if e[0] == "result"
                  for r in [e[1]] if r["answer"] == "High failure"]
        self.assertEqual(len(failed), 2)
        self.assertTrue(all(not g["prover"].startswith("Z3") or g["seconds"] < 20
                            for g in goals.values()))

    def test_failed_goal_log(self):
        # a real run of failed-goal.c, timeout 2 s: a false lemma no prover
        # proves, and three goals proved by Qed, CVC4 and Z3
        text, goals = self.goals("failed-goal.log")
        self.assertEqual(wp_log.summary(text), (3, 4))
        self.assertEqual(goals["typed_lemma_lie"]["verdict"], "Failed")
        self.assertEqual(goals["typed_lemma_truth"]["prover"], "Qed")
        self.assertEqual((goals["typed_lemma_hard"]["prover"], goals["typed_lemma_hard"]["seconds"]),
                         ("CVC4 1.8", 0.03))
        self.assertEqual((goals["typed_f_ensures"]["prover"], goals["typed_f_ensures"]["seconds"]),
                         ("Z3 4.8.12", 0.06))


class Gate(unittest.TestCase):
    def test_cached_is_not_proved(self):
        # -wp-cache none: a verdict WP read from a cache is a replay
        goals = load_run_wp().parse_log(
            "[wp] [Z3 4.8.12] Goal typed_g : Valid (40ms) (cached)\n"
            "[wp] [Qed] Goal typed_h : Valid\n", "cached.log")
        self.assertEqual(goals["typed_g"]["verdict"], "Cached")
        self.assertEqual(goals["typed_h"]["verdict"], "Valid")

    def test_unreadable_fails_the_run(self):
        run_wp = load_run_wp()
        bad = "[wp:prover] Why3 result for Z3 4.8.12: Valid (0.00s) and Proved (12ms)"
        with open(os.path.join(HERE, "failed-goal.log")) as f:
            log = f.read()
        log = log.replace(
            "[wp] Proved goals:", bad + "\n[wp] Proved goals:")
        out = tempfile.mkdtemp()
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            report = run_wp.judge_run({"name": "made-up", "source": "f.c", "options": []},
                                      Namespace(smoke=False, timeout=30), out, ["frama-c"],
                                      0, log, 1.0, 0.0)
        self.assertFalse(report["ok"])
        self.assertIn("UNREADABLE", printed.getvalue())
        self.assertIn(repr(bad), printed.getvalue())
        self.assertIn("made-up.log", printed.getvalue())
        print("the gate on a made-up result line: " + printed.getvalue().splitlines()[0])


if __name__ == "__main__":
    unittest.main(verbosity=2)

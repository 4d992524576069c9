"""Reading what Frama-C 25 (WP) and Why3 1.5.1 print: the one parser of
their output that the gate's tools share (run-wp, update-hints).

Every form comes from the printers themselves:
- WP's verdicts, VCS.pp_result: "No Result", "Computing", "Invalid",
  "Failed MSG", and "Valid", "Unknown", "Timeout", "Step limit", each
  followed by its figures, in this order and each only when non-zero:
  " (Qed:DURATION)", " (DURATION)", " (STEPS)", " (cached)".  The prover's
  time is left out when it is under Rformat.epsilon (0.5 ms): a result
  can have steps and no time ("Valid (12870)"), or nothing at all.
- WP's durations, Rformat.pp_time: "40ms" (also "0.50ms"), "2s", "2.2s",
  "1'", "1'03s", "1h", "1h02'".
- Why3's own result, Call_provers.print_prover_result: "ANSWER (T.TTs)" or
  "ANSWER (T.TTs, N steps)", where ANSWER is "Valid", "Invalid",
  "Timeout", "Step limit exceeded", "Unknown", "Unknown (REASON)",
  "Failure", "Failure (MSG)", "High failure" (then the prover's exit status
  and output, over several lines), or an out-of-memory answer.  Its time
  is always printed, with two decimals.
- WP prints "Why3 result for PROVER: WHY3-RESULT and WP-RESULT" as one
  message (-wp-msg-key prover).  Frama-C wraps a long message at its
  break hints and indents the continuation lines, so a message is read
  as a whole: its first line starts with "[", the lines after it with
  white space (or are empty), and every run of white space reads as one
  space.

A line that announces a result (a "Why3 result" message, a goal with a
verdict) and matches none of these forms raises Unreadable, which names
the log and quotes the line: the gate fails on it, it never guesses.
"""
import re


class Unreadable(Exception):
    """A line of a tool's output that the gate cannot read."""

    def __init__(self, log, lineno, line, what):
        self.log, self.lineno, self.line, self.what = log, lineno, line, what
        super().__init__("%s:%d: cannot read %s: %r" % (log, lineno, what, line))


# Rformat.pp_time: hours, minutes ('), then seconds or milliseconds.
DURATION_TEXT = r"(?:\d+h(?:\d+')?|\d+'(?:\d+s)?|\d+(?:\.\d+)?m?s)"
DURATION = re.compile(r"(?:(\d+)h)?(?:(\d+)')?(?:(\d+(?:\.\d+)?)(ms|s))?")


def parse_duration(text):
    """Seconds of a WP duration (see DURATION), or None if it is not one."""
    m = DURATION.fullmatch(text)
    if not m or not text:
        return None
    h, mi, v, unit = m.groups()
    secs = int(h or 0) * 3600 + int(mi or 0) * 60
    if v:
        secs += float(v) / (1000 if unit == "ms" else 1)
    return secs


WP_VERDICTS = ("Valid", "Unknown", "Timeout", "Step limit")   # with figures
WP_BARE = ("No Result", "Computing", "Invalid")                 # without
WP_FIGURES = re.compile(r"^(?: \(Qed:(%s)\))?(?: \((%s)\))?(?: \((\d+)\))?(?: \(cached\))?$"
                        % (DURATION_TEXT, DURATION_TEXT))


def parse_wp_result(text):
    """WP's verdict (VCS.pp_result) as a dict: verdict, seconds (the
    prover's time, 0.0 when WP printed none: it does so under 0.5 ms),
    steps (0 when none), qed_seconds, cached; None if text is not a
    verdict."""
    text = " ".join(text.split())
    if text in WP_BARE:
        return {"verdict": text, "seconds": 0.0, "steps": 0, "qed_seconds": 0.0,
                "cached": False}
    if text == "Failed" or text.startswith("Failed "):
        return {"verdict": "Failed", "message": text[len("Failed "):], "seconds": 0.0,
                "steps": 0, "qed_seconds": 0.0, "cached": False}
    for v in WP_VERDICTS:
        if text == v or text.startswith(v + " ("):
            m = WP_FIGURES.match(text[len(v):])
            if not m:
                return None
            qed, t, steps = m.groups()
            qed_s = parse_duration(qed) if qed else 0.0
            secs = parse_duration(t) if t else 0.0
            if qed_s is None or secs is None:
                return None
            return {"verdict": v, "seconds": secs, "steps": int(steps or 0),
                    "qed_seconds": qed_s, "cached": text.endswith(" (cached)")}
    return None


WHY3_RESULT = re.compile(
    r"^Why3 result for (?P<prover>[^:]+): (?P<answer>.+?) "
    r"\((?P<time>\d+\.\d+)s(?:, (?P<steps>-?\d+) steps)?\)"
    r"(?P<detail>.*?) and (?P<wp>(?:%s)\b.*)$" % "|".join(WP_VERDICTS + WP_BARE + ("Failed",)))


def parse_why3_result(text):
    """One "Why3 result for ..." message: prover, answer (Why3's), seconds
    (Why3's own time, always printed), steps, and WP's verdict of it
    (wp: parse_wp_result); None if it does not read."""
    m = WHY3_RESULT.match(" ".join(text.split()))
    if not m:
        return None
    wp = parse_wp_result(m.group("wp"))
    if wp is None:
        return None
    return {"prover": m.group("prover"), "answer": m.group("answer"),
            "seconds": float(m.group("time")), "steps": int(m.group("steps") or 0),
            "wp": wp}


def messages(text):
    """Frama-C's messages of a log: (line number, message with its
    continuation lines joined)."""
    out, start, parts = [], 0, []
    for i, line in enumerate(text.split("\n"), 1):
        if parts and (line == "" or line[0] in " \t"):
            parts.append(line)
            continue
        if parts:
            out.append((start, "\n".join(parts).rstrip()))
        start, parts = i, [line]
    if parts:
        out.append((start, "\n".join(parts).rstrip()))
    return out


# "[wp] [Z3 4.8.12] Goal typed_g : Valid (40ms) (1234)", "[wp] [Qed] Goal
# typed_g : Valid", "[wp] [Failed] Goal typed_g" (the provers' verdicts on
# the lines after it), "[wp] [Passed] Smoke-test typed_g".
GOAL = re.compile(r"^\[wp\] \[([^\]]+)\] Goal (\S+)(?: : (.*))?$")
GOAL_PLAIN = re.compile(r"^\[wp\] Goal (\S+) : (.*)$")
SMOKE = re.compile(r"^\[wp\] \[(\w+)\] Smoke-test (\S+)")
SUMMARY = re.compile(r"^\[wp\] Proved goals:\s+(\d+)\s*/\s*(\d+)")


def read(text, log="<log>"):
    """The events of a WP log, in order:
      ("result", dict of parse_why3_result)
      ("goal", tag, goal, dict of parse_wp_result, []), or for a goal no
        prover proved, "[Failed] Goal g" and one line per prover after it:
        ("goal", "Failed", goal, None, [(prover, dict of parse_wp_result)])
      ("smoke", status, goal)
      ("summary", proved, total)
    Raises Unreadable on a result or goal line it cannot read."""
    events = []
    for lineno, msg in messages(text):
        flat = " ".join(msg.split())
        if flat.startswith("[wp:prover]") and "Why3 result for" in flat:
            body = flat[flat.index("Why3 result for"):]
            r = parse_why3_result(body)
            if r is None:
                raise Unreadable(log, lineno, msg, "a prover's result")
            events.append(("result", r))
            continue
        m = SMOKE.match(flat)
        if m:
            events.append(("smoke", m.group(1), m.group(2)))
            continue
        first, rest = (msg.split("\n", 1) + [""])[:2]
        m = GOAL.match(" ".join(first.split()))
        if m and m.group(3) is None and m.group(1) == "Failed":
            # one "PROVER: VERDICT" line per prover that tried the goal
            tried = []
            for line in rest.split("\n"):
                if not line.strip():
                    continue
                prover, _, verdict = line.strip().partition(": ")
                r = parse_wp_result(verdict)
                if r is None:
                    raise Unreadable(log, lineno, msg, "a prover's verdict on a failed goal")
                tried.append((prover, r))
            events.append(("goal", "Failed", m.group(2), None, tried))
            continue
        if m and m.group(3) is not None:
            tag, goal = m.group(1), m.group(2)
            verdict = flat.split(" Goal %s : " % goal, 1)[1]
            r = parse_wp_result(verdict)
            if r is None:
                raise Unreadable(log, lineno, msg, "a goal's verdict")
            events.append(("goal", tag, goal, r, []))
            continue
        if re.match(r"\[wp\] \[[^\]]*\] Goal\b", flat) and not flat.endswith(" preprocessing"):
            raise Unreadable(log, lineno, msg, "a goal's line")
        m = GOAL_PLAIN.match(flat)
        if m:
            r = parse_wp_result(m.group(2))
            if r is None:
                raise Unreadable(log, lineno, msg, "a goal's verdict")
            events.append(("goal", "-", m.group(1), r, []))
            continue
        m = SUMMARY.match(flat)
        if m:
            events.append(("summary", int(m.group(1)), int(m.group(2))))
    return events


def summary(text):
    """(proved, total) of WP's last "Proved goals: N / M" line, or None."""
    found = [e for e in read(text) if e[0] == "summary"]
    return found[-1][1:] if found else None

"""What the proof gate's tools share: the runs (proofs/runs), the provers,
the project's Why3 configuration and the Frama-C command line."""
import os, re

HERE = os.path.dirname(os.path.abspath(__file__))

# (-wp-prover shortcut, name as WP writes it in a session script)
PROVERS = [("z3", "Z3:4.8.12"), ("cvc4", "CVC4:1.8"), ("cvc5", "CVC5:1.0.3")]


def read_runs():
    """proofs/runs: NAME SOURCE [FRAMA-C OPTION]... per line."""
    runs = []
    for line in open(os.path.join(HERE, "runs")):
        words = line.split("#", 1)[0].split()
        if words:
            runs.append({"name": words[0], "source": words[1], "options": words[2:]})
    return runs


def why3_config(out_dir):
    """Instantiate the project's why3.conf (it names the cvc5 driver by path)."""
    with open(os.path.join(HERE, "why3", "why3.conf")) as f:
        text = f.read().replace("@PROOFS_DIR@", HERE)
    dst = os.path.join(out_dir, "why3.conf")
    with open(dst, "w") as f:
        f.write(text)
    return dst


def wp_command(run, provers, timeout, session, extra=(), par=2):
    """The gate's Frama-C command line for one run.  Never a cache."""
    return [
        "frama-c",
        "-machdep", "x86_64",        # unsigned long is 64 bits, as in the kernel
        "-wp",
        "-wp-rte",                   # R-safe: a goal for every runtime error
        "-wp-prover", provers,
        "-wp-timeout", str(timeout),
        "-wp-par", str(par),
        "-wp-session", session,      # scripts (hints) are read from <session>/script
        "-wp-cache", "none",         # every goal is proved by a prover in this run
        "-wp-status-all",            # list every goal, proved or not
        "-wp-verbose", "2",
    ] + list(extra) + run["options"] + [os.path.join(HERE, run["source"])]


def parse_seconds(text):
    """WP's durations: 40ms, 2.2s, 1'03s, 1h02'."""
    m = re.fullmatch(r"(?:(\d+)h)?(?:(\d+)')?(?:([\d.]+)(ms|s))?", text)
    if not m:
        raise ValueError("unknown duration " + text)
    h, mi, v, unit = m.groups()
    secs = int(h or 0) * 3600 + int(mi or 0) * 60
    if v:
        secs += float(v) / (1000 if unit == "ms" else 1)
    return secs

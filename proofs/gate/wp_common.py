"""What the proof gate's tools share: the runs (proofs/runs), the provers,
the project's Why3 configuration and the Frama-C command line."""
import os, re, subprocess

PROOFS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # proofs/
ROOT = os.path.dirname(PROOFS)

# (-wp-prover shortcut, name as WP writes it in a session script)
PROVERS = [("z3", "Z3:4.8.12"), ("cvc4", "CVC4:1.8"), ("cvc5", "CVC5:1.0.3")]


def read_runs():
    """proofs/runs: NAME SOURCE [FRAMA-C OPTION]... per line."""
    runs = []
    for line in open(os.path.join(PROOFS, "runs")):
        words = line.split("#", 1)[0].split()
        if words:
            runs.append({"name": words[0], "source": words[1], "options": words[2:]})
    return runs


# Text taken at proof time, by the script that extracts (and checks) it:
# the kernel's calc_index(), calc_wheel_index() and macros
# (tools/extract-wheel-index), and the race fix's timer_in_bucket() and
# condition, cut out of its kernel patch (proofs/extract-race-fix).  Paths
# from the top of the tree.
EXTRACTED = {"build/wheel-index/": "tools/extract-wheel-index",
             "proofs/out/race-fix/": "proofs/extract-race-fix"}


def extractions(source):
    """The extraction scripts a run needs: those whose folder its source,
    or a file it includes, names in an #include.  Read from the sources
    (every quoted #include, followed from file to file), so that a run
    works alone on a fresh clone and no list here can fall behind."""
    needed, seen = set(), set()
    todo = [os.path.join(PROOFS, source)]
    while todo:
        path = os.path.normpath(todo.pop())
        if path in seen or not os.path.isfile(path):
            continue
        seen.add(path)
        with open(path) as f:
            includes = re.findall(r'^\s*#\s*include\s+"([^"]+)"', f.read(), re.M)
        for inc in includes:
            target = os.path.normpath(os.path.join(os.path.dirname(path), inc))
            rel = os.path.relpath(target, ROOT)
            needed |= {s for d, s in EXTRACTED.items() if rel.startswith(d)}
            todo.append(target)
    return sorted(needed)


# The lemmas of src/wheel_index.h and src/wheel_requeue.h: the runs that
# prove them name them one by one (-wp-prop), since the files also include,
# and assume, the lemma library of src/slack_lemmas.h that the run `lemmas`
# proves.
# INDEX_LEVEL(n, ...) (and SLOT_LEVEL) declares the lemmas of its #define
# with _n appended.
INDEX_LEMMAS_FILES = [os.path.join(PROOFS, "..", "src", f)
                      for f in ("wheel_index.h", "wheel_requeue.h")]


def index_lemmas():
    names = []
    for path in INDEX_LEMMAS_FILES:
        names += lemmas_of(open(path).read())
    return sorted(set(names))


def lemmas_of(text):
    names = re.findall(r"^\s*@?\s*lemma (\w+):", text, re.M)
    for macro in re.findall(r"^#define (\w+)\(n, ", text, re.M):
        body = re.search(r"^#define %s\(.*?(?=^\S)" % macro, text, re.M | re.S).group(0)
        prefixes = re.findall(r"lemma (\w+)_##n:", body)
        for n in re.findall(r"^\s*@\s*%s\((\d+)," % macro, text, re.M):
            names += [p + "_" + n for p in prefixes]
    return names


def unproved_index_lemmas(runs):
    """Lemmas of src/wheel_index.h that no run of proofs/runs names: each
    would be assumed without proof.  Checked by run-wp before any run."""
    named = set()
    for run in read_runs():
        for opt in run["options"]:
            if opt.startswith("-wp-prop="):
                named |= set(opt[len("-wp-prop="):].split(","))
    return [n for n in index_lemmas() if n not in named]


def prepare(runs):
    """Run the extraction that the selected runs need; False if it failed
    (it prints what differs)."""
    ok = True
    for script in sorted({s for r in runs for s in extractions(r["source"])}):
        ok &= subprocess.run([os.path.join(ROOT, script)]).returncode == 0
    missing = unproved_index_lemmas(runs)
    if missing:
        print("lemmas of src/wheel_index.h or src/wheel_requeue.h that no run of "
              "proofs/runs proves (add them to a -wp-prop there): " + ", ".join(missing))
        ok = False
    return ok


def why3_config(out_dir):
    """Instantiate the project's why3.conf (it names the cvc5 driver by path)."""
    with open(os.path.join(PROOFS, "why3", "why3.conf")) as f:
        text = f.read().replace("@PROOFS_DIR@", PROOFS)
    dst = os.path.join(out_dir, "why3.conf")
    with open(dst, "w") as f:
        f.write(text)
    return dst


# The word sizes the proof covers: Frama-C's machine models of x86-64
# (unsigned long and jiffies 64 bits wide) and i386 (32 bits).  The ACSL
# library takes the width from the model (src/slack_logic.h).
MACHDEPS = ["x86_64", "x86_32"]


def out_dir(base, machdep):
    """Where a word size's logs and JSON go: x86_64 in proofs/out itself
    (as before both widths were proved), x86_32 in proofs/out/x86_32."""
    return base if machdep == "x86_64" else os.path.join(base, machdep)


def wp_command(run, provers, timeout, session, extra=(), par=2, machdep="x86_64"):
    """The gate's Frama-C command line for one run.  Never a cache."""
    return [
        "frama-c",
        "-machdep", machdep,         # the width of unsigned long: 64 or 32 bits
        "-wp",
        "-wp-rte",                   # R-safe: a goal for every runtime error
        "-wp-prover", provers,
        "-wp-timeout", str(timeout),
        "-wp-par", str(par),
        "-wp-session", session,      # scripts (hints) are read from <session>/script
        "-wp-cache", "none",         # every goal is proved by a prover in this run
        "-wp-status-all",            # list every goal, proved or not
        "-wp-verbose", "2",
    ] + list(extra) + run["options"] + [os.path.join(PROOFS, run["source"])]


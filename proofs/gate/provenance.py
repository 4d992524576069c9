"""What a proof result was made from (issue 22): the commit, whether the
tree was dirty, the sha256 of every file the proof runs read or are driven
by, and the versions of the tools.  run-wp records it in proof.json and
smoke.json; tools/make-report recomputes the file hashes from the tree and
refuses a result whose inputs differ.

The files: the ACSL/C sources (src/, proofs/wp/), the kernel's own text
cut out at proof time (build/wheel-index/, proofs/out/race-fix/), the
pinned requirements (spec/requirements.md), and what drives the runs
(proofs/runs, the gate's entry point proofs/wp-gate and its package
proofs/gate/, the Why3 configuration and drivers, proofs/hints/).  src/ holds every function the series copies into
the kernel (kernel-patch/extract-verified checks the copies byte for byte).
"""
import datetime, hashlib, os, subprocess

PROOFS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # proofs/
ROOT = os.path.dirname(PROOFS)

INPUT_GLOBS = [
    ("src", (".h", ".c")),
    ("proofs/wp", (".c", ".h")),
    ("proofs/gate", (".py",)),
    ("build/wheel-index", (".c", ".h")),
    ("proofs/out/race-fix", (".c", ".h")),
    ("proofs/why3", ("",)),
    ("proofs/hints", (".json",)),
]
INPUT_FILES = ["spec/requirements.md", "proofs/runs", "proofs/wp-gate"]
TOOLS = [
    ("frama-c", ["frama-c", "-version"]),
    ("why3", ["why3", "--version"]),
    ("z3", ["z3", "--version"]),
    ("cvc4", ["cvc4", "--version"]),
    ("cvc5", ["cvc5", "--version"]),
]


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def input_files(root=ROOT):
    files = list(INPUT_FILES)
    for d, exts in INPUT_GLOBS:
        full = os.path.join(root, d)
        if os.path.isdir(full):
            files += ["%s/%s" % (d, f) for f in sorted(os.listdir(full))
                      if os.path.isfile(os.path.join(full, f)) and f.endswith(exts)]
    return sorted(set(f for f in files if os.path.exists(os.path.join(root, f))))


def hashes(root=ROOT):
    return {f: sha256(os.path.join(root, f)) for f in input_files(root)}


def git(*args, root=ROOT):
    r = subprocess.run(["git", "-C", root] + list(args), stdout=subprocess.PIPE,
                       stderr=subprocess.DEVNULL, text=True)
    return r.stdout.strip() if r.returncode == 0 else None


def tool_versions():
    out = {}
    for name, cmd in TOOLS:
        try:
            r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               text=True, timeout=20)
            out[name] = " ".join(r.stdout.split("\n")[0].split())
        except (OSError, subprocess.TimeoutExpired):
            out[name] = "not found"
    return out


def record(root=ROOT):
    """The provenance of a proof made now from the tree at root."""
    status = git("status", "--porcelain", "--untracked-files=no", root=root)
    return {
        "commit": git("rev-parse", "HEAD", root=root) or "unknown",
        "dirty": bool(status) if status is not None else None,
        "dirty_files": status.split("\n") if status else [],
        "made": datetime.datetime.utcnow().strftime("%Y-%m-%d %H:%M:%S UTC"),
        "inputs": hashes(root),
        "tools": tool_versions(),
    }


def differences(recorded, root=ROOT):
    """The input files whose sha256 differs between a recorded provenance
    and the tree at root, or that only one of them has."""
    now = hashes(root)
    then = recorded.get("inputs", {})
    return sorted(f for f in set(now) | set(then) if now.get(f) != then.get(f))

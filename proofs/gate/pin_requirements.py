"""Check, or with --write rewrite, spec/requirements.md: the one list of
requirement ids and, for each, the ACSL clauses that state it, with the
sha256 of their text (proofs/gate/requirements.py says how the clauses are read).

  proofs/wp-gate pin-requirements          check: exit 1, naming each
                                           difference
  proofs/wp-gate pin-requirements --write  rewrite the pins from the
                                           sources, keeping each id's
                                           description; review the diff
                                           of spec/requirements.md

The gate runs the check before any proof (make prove fails on a difference).
An id is added by writing its section heading (## X-name) and description
in spec/requirements.md before --write, which only pins clauses of listed
ids.
"""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import requirements as req  # noqa: E402

HEADER = """# Requirements, pinned

The one list of requirement ids, and for each the ACSL clauses that state
it, each with the first 16 hex digits of the sha256 of its text (the
clause as ACSL reads it: the annotation's `@` margins and `//` comments
removed, whitespace collapsed) and the text itself. What each requirement
means is in [apply_slack.md](apply_slack.md) (R-*) and [wheel.md](wheel.md) (W-*,
E-*).

`make prove` (through `proofs/gate/requirements.py`) fails,
naming the clause, when a pinned clause is missing from the sources or its
text differs from the pinned one, when a clause of the sources is not
pinned here, when a clause names an id that is not listed here, or when
the text shown under a pin does not hash to it; and after the proofs, at
each word size, when an id or a pinned clause has no proved property.
`make test` checks these failures on tampered copies (`make
requirements-tampered`). The report shows the texts of this file. A requirement therefore changes only with
a visible change of this file: `proofs/wp-gate pin-requirements --write`
rewrites the pins from the sources and keeps each id's description.

Under each id: its words; `in short`, the line of the README's status
table; `proof runs`, the runs of `proofs/runs` that prove its goals;
`tests`, the files and KUnit cases that check it by a second method (each
file names the id). `make status-table` writes the table and `make test`
checks it (`tools/status-table --check`): it fails when the runs listed
are not those of the last `make prove`, a file does not exist or does not
name the id, or a KUnit case is in no patch.

Besides these clauses, WP's goal kinds count for four ids
(proofs/gate/run_wp.py, KIND_RULES): runtime errors, frame conditions and termination for R-safe,
the completeness and disjointness of `apply_slack()`'s behaviors for
R-auto, the safety and frame goals of the kernel's `calc_index()` and
`calc_wheel_index()` for W-index, of `timer_in_bucket()` and the model of
the shortcut for W-requeue.
"""


def sections(spec):
    """{id: description lines} of the current file."""
    out, current = {}, None
    if not os.path.exists(spec):
        return out
    for line in open(spec):
        line = line.rstrip("\n")
        m = req.HEADING.match(line)
        if m:
            current = m.group(1)
            out[current] = []
        elif current and not req.PIN.match(line) and not line.startswith("    "):
            out[current].append(line)
    return {k: "\n".join(v).strip() for k, v in out.items()}


def write(spec=req.SPEC):
    desc = sections(spec)
    ids = list(desc) or sorted({c[1] for c in req.source_clauses()})
    by_id = {}
    for key, rid, tag, name, text in req.source_clauses():
        by_id.setdefault(rid, []).append((key, text))
    out = [HEADER]
    for rid in ids:
        out.append("## %s\n" % rid)
        if desc.get(rid):
            out.append(desc[rid] + "\n")
        for key, text in by_id.get(rid, []):
            out.append("- `%s` sha256 `%s`\n\n        %s\n" % (key, req.digest(text), text))
    with open(spec, "w") as f:
        f.write("\n".join(out))
    missing = sorted(set(by_id) - set(ids))
    for rid in missing:
        print("pin-requirements: %s is named in the sources but has no section: not pinned"
              % rid, file=sys.stderr)
    return 1 if missing else 0


def main():
    if sys.argv[1:] == ["--write"]:
        return write()
    if sys.argv[1:]:
        print(__doc__, file=sys.stderr)
        return 2
    msgs = req.check()
    for m in msgs:
        print(m)
    if msgs:
        print("pin-requirements: %d difference(s) between the sources and"
              " spec/requirements.md" % len(msgs))
        return 1
    ids, pins = req.read_spec()
    print("pin-requirements: %d requirement ids, %d clauses, as pinned in"
          " spec/requirements.md" % (len(ids), len(pins)))
    return 0


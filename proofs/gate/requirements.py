"""The pinned requirements (spec/requirements.md) and the ACSL clauses that
state them in the sources.

Every ACSL clause that states a requirement carries its id as a first name
(`ensures R_window: window: ...`, `lemma E_auto_exact: ...`).  This module
reads those clauses out of the annotations of src/ and proofs/ and compares
them with spec/requirements.md, which lists every requirement id and, for
each, the clauses that state it with the sha256 of their text.  The proof
gate (run-wp) fails, naming the clause, when a pinned clause is missing or
its text differs, when a clause is not pinned, or when a clause names an
id that the spec does not list; and after the proofs, when an id or a
pinned clause has no proved property.  So a requirement can only change
through a visible change of spec/requirements.md
(`proofs/wp-gate pin-requirements --write` rewrites it from the sources).

Written by hand: Frama-C prints annotations (-print) but has no notion of a
requirement id or of a pinned text, and its report plugin keys properties
by position, which moves with every edit above them.
"""
import hashlib, os, re

PROOFS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # proofs/
ROOT = os.path.dirname(PROOFS)
SPEC = os.path.join(ROOT, "spec", "requirements.md")
# The ACSL sources, as the proof runs read them (the kernel's own text cut
# out at proof time, in build/ and proofs/out/, states no requirement).
SOURCE_DIRS = ["src", "proofs/wp"]

ID = r"[REW]_[a-z_]+"
# an annotation: /*@ ... */ (ghost blocks included) or //@ to the line's end
ANNOTATION = re.compile(r"/\*@(.*?)\*/|//@([^\n]*)", re.S)
CLAUSE = re.compile(r"(?<![\w\\])(requires|ensures|assert|check|assumes|lemma"
                    r"|loop invariant|invariant)\s+(%s)\s*:\s*(?:([a-z_]+)\s*:)?" % ID)


def normalize(text):
    """The clause as ACSL reads it: without the `@` margins and `//`
    comments of the annotation, whitespace collapsed."""
    lines = []
    for line in text.split("\n"):
        line = re.sub(r"^\s*@", " ", line)
        line = re.sub(r"//.*$", "", line)
        lines.append(line)
    return " ".join(" ".join(lines).split())


BINDER = re.compile(r"\\(let|forall|exists)\b")


def clause_end(text, start):
    """Index just past the `;` that ends the clause starting at `start`:
    the first one outside brackets that no binder (`\\let x = e;`,
    `\\forall integer x;`, `\\exists ...;`) claims."""
    depth, lets, i = 0, 0, start
    while i < len(text):
        c = text[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif depth == 0 and BINDER.match(text, i):
            lets += 1
        elif depth == 0 and c == ";":
            if lets == 0:
                return i + 1
            lets -= 1
        i += 1
    return len(text)


def source_clauses(root=ROOT):
    """[(key, id, tag, name, text)] for every clause naming an id, in
    source order.  The key names the file, the clause kind and names, and
    "#2", "#3" for a later clause with the same (two contracts of one
    file, e.g. calc_index()'s and calc_wheel_index()'s)."""
    found, seen = [], {}
    for d in SOURCE_DIRS:
        for f in sorted(os.listdir(os.path.join(root, d))):
            if not f.endswith((".h", ".c")):
                continue
            path = "%s/%s" % (d, f)
            src = open(os.path.join(root, path)).read()
            for m in ANNOTATION.finditer(src):
                body = m.group(1) if m.group(1) is not None else m.group(2)
                for c in CLAUSE.finditer(body):
                    kind, tag, name = c.group(1), c.group(2), c.group(3) or ""
                    key = "%s: %s %s%s" % (path, kind, tag, ": " + name if name else "")
                    seen[key] = seen.get(key, 0) + 1
                    if seen[key] > 1:
                        key += " #%d" % seen[key]
                    text = normalize(body[c.start():clause_end(body, c.end())])
                    found.append((key, req_id(tag), tag, name, text))
    return found


def digest(text):
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def req_id(tag):
    return tag.replace("_", "-")


HEADING = re.compile(r"^## ([REW]-[a-z-]+)$")
PIN = re.compile(r"^- `([^`]+)` sha256 `([0-9a-f]{16})`$")


def read_spec(spec=SPEC):
    """(the ids in order, {clause key: (id listed under, sha256)})."""
    ids, pins, current = [], {}, None
    for line in open(spec):
        line = line.rstrip("\n")
        m = HEADING.match(line)
        if m:
            current = m.group(1)
            ids.append(current)
            continue
        m = PIN.match(line)
        if m:
            pins[m.group(1)] = (current, m.group(2))
    return ids, pins


def pinned_texts(spec=SPEC):
    """[(id, clause key, sha256, text)] in the spec's order: each pin with
    the clause text printed (indented by 8) below it."""
    out, current, pin = [], None, None
    for line in open(spec):
        line = line.rstrip("\n")
        m = HEADING.match(line)
        if m:
            current, pin = m.group(1), None
            continue
        m = PIN.match(line)
        if m:
            pin = (current, m.group(1), m.group(2))
        elif pin and line.startswith("        "):
            out.append(pin + (line.strip(),))
            pin = None
    return out


def check(root=ROOT, spec=SPEC):
    """One message per difference between the sources and the spec; none
    when they agree."""
    ids, pins = read_spec(spec)
    msgs = []
    clauses = source_clauses(root)
    for key, rid, tag, name, text in clauses:
        if rid not in ids:
            msgs.append("REQUIREMENT ID NOT IN spec/requirements.md: %s, named by %s"
                        % (rid, key))
        elif key not in pins:
            msgs.append("CLAUSE NOT PINNED in spec/requirements.md: %s: %s" % (key, text))
        elif pins[key][1] != digest(text):
            msgs.append("CLAUSE TEXT DIFFERS from the one pinned in spec/requirements.md:"
                        " %s: pinned sha256 %s, now %s: %s"
                        % (key, pins[key][1], digest(text), text))
        elif pins[key][0] != rid:
            msgs.append("CLAUSE LISTED UNDER ANOTHER ID in spec/requirements.md: %s (under %s)"
                        % (key, pins[key][0]))
    for key in sorted(set(pins) - {c[0] for c in clauses}):
        msgs.append("PINNED CLAUSE MISSING from the sources: %s (%s in spec/requirements.md)"
                    % (key, pins[key][0]))
    # the text a reader sees under each pin (and the report shows) is the
    # text of that hash
    texts = {key: text for rid, key, sha, text in pinned_texts(spec)}
    for key in sorted(pins):
        if key not in texts:
            msgs.append("PINNED CLAUSE WITHOUT ITS TEXT in spec/requirements.md: %s" % key)
        elif digest(texts[key]) != pins[key][1]:
            msgs.append("PINNED TEXT DOES NOT HASH TO ITS PIN in spec/requirements.md: %s:"
                        " pin %s, text %s" % (key, pins[key][1], digest(texts[key])))
    return msgs


def goal_tags(spec=SPEC):
    """The ids of the spec as WP's goal names spell them (R_window)."""
    return [i.replace("-", "_") for i in read_spec(spec)[0]]


def pinned_properties(spec=SPEC, root=ROOT):
    """{clause key: the fragment of WP's goal names that is the clause's
    (_R_window_window, or lemma_E_auto_exact)}, for the pinned clauses."""
    out = {}
    for key, rid, tag, name, text in source_clauses(root):
        out[key] = ("_%s_%s" % (tag, name)) if name else ("lemma_%s" % tag)
    return {k: v for k, v in out.items() if k in read_spec(spec)[1]}

"""The ACSL logic functions and predicates that the pinned requirement
clauses use, with their definitions, for the report's glossary.

A pinned clause (spec/requirements.md) reads `in_window(\\result, expires,
effective_slack(expires, slack, now))`: an auditor needs what `in_window`
and `effective_slack` mean, and what the names in their own definitions
mean, down to ACSL's built-ins.  This module finds each such name's
definition in the annotations of src/ and proofs/ (`logic T name(...) =`,
`predicate name(...) =`, a logic constant `logic integer NAME = ...;`, or a
declaration in an axiomatic block), with the
`//` comment lines just above it, and closes the set over the names the
definitions use.

Written by hand: Frama-C's -print shows every logic definition, but
normalised (its own variable names, no comments) and with no link from a
clause to the names it uses.
"""
import os, re

import requirements

# a name; a preceding backslash makes it a built-in (\valid, \at) and a
# preceding dot a field
USE = re.compile(r"(?<![\w\\.])([A-Za-z_]\w*)")
DEFINITION = re.compile(r"^(?:logic\s+[\w ]+?|predicate)\s+([A-Za-z_]\w*)\s*[({=;]")
# what ends a definition's text: a blank annotation line, another
# definition, a lemma or axiom, a comment line, the end of the block
END = re.compile(r"^\s*$|^(?:logic|predicate|lemma|axiom|axiomatic|inductive)\b|^//|^}")


def definitions(root=requirements.ROOT):
    """{name: (path, line, comment, text)} for every logic function and
    predicate defined or declared in the annotations of src/ and proofs/."""
    found = {}
    for d in requirements.SOURCE_DIRS:
        for f in sorted(os.listdir(os.path.join(root, d))):
            if not f.endswith((".h", ".c")):
                continue
            path = "%s/%s" % (d, f)
            src = open(os.path.join(root, path)).read()
            for m in requirements.ANNOTATION.finditer(src):
                body = m.group(1) if m.group(1) is not None else m.group(2)
                first = src[:m.start()].count("\n") + 1
                lines = [re.sub(r"^\s*@?\s?", "", l).rstrip() for l in body.split("\n")]
                for i, line in enumerate(lines):
                    dm = DEFINITION.match(line.strip())
                    if not dm or dm.group(1) in found:
                        continue
                    text = [line.strip()]
                    j = i + 1
                    while j < len(lines) and not END.match(lines[j].strip()):
                        text.append(lines[j].rstrip())
                        j += 1
                    # its comment: the // lines above it, or above the
                    # axiomatic block it opens
                    above = i - 1 if i > 0 and lines[i - 1].strip().startswith("axiomatic") else i
                    k = above
                    while k > 0 and lines[k - 1].strip().startswith("//"):
                        k -= 1
                    if k == above:
                        # none: that of the axiomatic block it sits in
                        b = i - 1
                        while b > 0 and not re.match(r"(axiomatic\b|})", lines[b].strip()):
                            b -= 1
                        if lines[b].strip().startswith("axiomatic"):
                            k = above = b
                            while k > 0 and lines[k - 1].strip().startswith("//"):
                                k -= 1
                    comment = " ".join(l.strip()[2:].strip() for l in lines[k:above])
                    found[dm.group(1)] = (path, first + i, comment, "\n".join(text).strip())
    return found


def used(texts, defs):
    """The names of defs that the texts use, and those their definitions
    use, in order of first use."""
    order, todo = [], list(texts)
    while todo:
        for name in USE.findall(todo.pop(0)):
            if name in defs and name not in order:
                order.append(name)
                todo.append(defs[name][3])
    return order


def glossary(root=requirements.ROOT, spec=requirements.SPEC):
    """[(name, path, line, comment, text)] for the names the pinned clauses
    use, directly or through other definitions."""
    defs = definitions(root)
    names = used([t[3] for t in requirements.pinned_texts(spec)], defs)
    return [(n,) + defs[n] for n in names]


if __name__ == "__main__":
    for name, path, line, comment, text in glossary():
        print("%s (%s:%d): %s\n    %s" % (name, path, line, comment, text.replace("\n", "\n    ")))

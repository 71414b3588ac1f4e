#!/usr/bin/env python3
"""Checks the citations of docs/design.md across the repository.

    check_design_refs.py [ROOT]        (ROOT: the repository, default: ../.. of this file)

Scans the sources, tests, build files and docs under ROOT for citations of
the form

    docs/design.md §N            docs/design.md §N.M
    docs/design.md §N "Name"     docs/design.md §N.M "Name"

and fails (exit 1, one "file:line: ..." message per problem) when

  - docs/design.md has no heading numbered N (or N.M), e.g. "## 2. Architecture"
    or "### 2.1 Lowering (plugin)";
  - a quoted Name is given and no heading inside that section (the numbered
    heading and every heading below it, up to the next heading of the same or
    a higher level) contains Name (case-insensitive);
  - a citation of the old form remains: the project brief's section numbers
    ("DESIGN" followed by a number or "section"), or a path to the brief
    outside the repository ("DESIGN.md", "shared/...").
"""
import os
import re
import sys

# Citations: `docs/design.md §2.1 "Emission"`; the name is optional.
REF_RE = re.compile(r'docs/design\.md\s+§(\d+(?:\.\d+)*)(?:\s+"([^"\n]+)")?')
# The old forms.  Built from pieces so that this file does not match itself.
OLD = "DES" + "IGN"
OLD_RES = [
    (re.compile(r"\b" + OLD + r"(?:\s+section)?\s+§?\d"), "old-form citation of the design brief"),
    (re.compile(r"\b" + OLD + r"[ \t]*$", re.M), None),  # checked with the next line below
    (re.compile(r"\b" + OLD + r"\.md\b"), "path to the design brief outside the repository"),
    (re.compile(r"\.\./shared/|\bshared/" + OLD), "path outside the repository"),
]
# Markdown ATX heading; the number is optional.
HEADING_RE = re.compile(r"^(#{1,6})\s+(?:(\d+(?:\.\d+)*)\.?\s+)?(.*?)\s*#*\s*$")

TEXT_SUFFIXES = (".c", ".h", ".cpp", ".hpp", ".py", ".md", ".txt", ".cmake", ".sh",
                 ".test", ".cfg", ".in", ".json", ".toml", ".yml", ".yaml")
TEXT_NAMES = ("CMakeLists.txt", "README", "CONTRIBUTING", "CHANGELOG")
SKIP_DIRS = {".git", "node_modules", "__pycache__"}


def headings(design_path):
    """[(line, level, number or None, title)] of docs/design.md, outside code fences."""
    out = []
    fence = False
    with open(design_path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.lstrip().startswith("```"):
                fence = not fence
                continue
            if fence:
                continue
            m = HEADING_RE.match(line.rstrip("\n"))
            if m:
                out.append((n, len(m.group(1)), m.group(2), m.group(3)))
    return out


def section_titles(hs, number):
    """Titles of the headings in section `number` (itself included), or None."""
    for i, (_, level, num, _) in enumerate(hs):
        if num == number:
            titles = [hs[i][3]]
            for _, lvl, _, title in hs[i + 1:]:
                if lvl <= level:
                    break
                titles.append(title)
            return titles
    return None


def scanned_files(root):
    for dirpath, dirnames, filenames in os.walk(root):
        rel = os.path.relpath(dirpath, root)
        # Build trees (build/, build-tsan/, ...) hold copies, not sources.
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and
                             not (rel == "." and d.startswith("build")))
        for name in sorted(filenames):
            if name.endswith(TEXT_SUFFIXES) or name.startswith(TEXT_NAMES):
                yield os.path.join(dirpath, name)


def main(argv):
    root = os.path.abspath(argv[1] if len(argv) > 1 else
                           os.path.join(os.path.dirname(__file__), "..", ".."))
    design = os.path.join(root, "docs", "design.md")
    if not os.path.isfile(design):
        print("%s: missing" % os.path.relpath(design, root))
        return 1
    hs = headings(design)
    self_path = os.path.abspath(__file__)
    problems = []
    refs = 0
    for path in scanned_files(root):
        if os.path.abspath(path) == self_path:
            continue
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        except (UnicodeDecodeError, OSError):
            continue
        rel = os.path.relpath(path, root)
        lines = text.split("\n")

        def where(offset):
            return "%s:%d" % (rel, text.count("\n", 0, offset) + 1)

        for m in REF_RE.finditer(text):
            refs += 1
            number, name = m.group(1), m.group(2)
            titles = section_titles(hs, number)
            if titles is None:
                problems.append("%s: %s: docs/design.md has no section %s"
                                % (where(m.start()), m.group(0), number))
            elif name and not any(name.lower() in t.lower() for t in titles):
                problems.append('%s: %s: section %s of docs/design.md has no heading "%s"'
                                % (where(m.start()), m.group(0), number, name))
        seen = set()
        for rx, msg in OLD_RES:
            for m in rx.finditer(text):
                if m.start() in seen:
                    continue
                seen.add(m.start())
                if msg is None:  # broken across lines with a comment leader
                    ln = text.count("\n", 0, m.start()) + 1
                    nxt = lines[ln].lstrip(" \t#/*-") if ln < len(lines) else ""
                    if not re.match(r"(section\s+)?§?\d", nxt):
                        continue
                    msg_here = "old-form citation of the design brief"
                else:
                    msg_here = msg
                problems.append("%s: %s (%r): cite docs/design.md §N instead"
                                % (where(m.start()), msg_here, m.group(0).strip()))
    for p in problems:
        print(p)
    print("%d citations of docs/design.md checked, %d problems" % (refs, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

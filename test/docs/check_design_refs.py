#!/usr/bin/env python3
"""Every citation of the design document names a section that exists.

    check_design_refs.py ROOT

Scans ROOT's sources and docs (plugin/, runtime/, include/, test/, bench/,
docs/, tools/, cmake/, README.md, CONTRIBUTING.md) for citations of the form
`docs/design.md §N` or `§N.M`, optionally followed by a quoted subsection name
(`docs/design.md §2 "Facts"`), and fails (exit 1, naming file:line) when
docs/design.md has no heading with that number, or no heading with that name
inside the cited section.  Old-style citations ("DESIGN 2.1") fail too.
"""
import os
import re
import sys

CITE = re.compile(r'docs/design\.md §(\d+(?:\.\d+)*)(?: "([^"]+)")?')
OLD = re.compile(r"\bDESIGN \d")
HEADING = re.compile(r"^(#+)\s+(.*)$")
DIRS = ["plugin", "runtime", "include", "test", "bench", "docs", "tools", "cmake"]
FILES = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md", "CMakeLists.txt"]
EXTS = (".c", ".h", ".cpp", ".hpp", ".md", ".py", ".txt", ".sh", ".cmake", ".in", ".test")


def sections(design):
    """{number: [heading names inside that section, its own title included]}"""
    out, current = {}, []
    with open(design, encoding="utf-8") as f:
        for line in f:
            m = HEADING.match(line.rstrip("\n"))
            if not m:
                continue
            title = m.group(2)
            num = re.match(r"(\d+(?:\.\d+)*)\.?\s", title + " ")
            if num:
                current = [num.group(1)]
                out.setdefault(num.group(1), []).append(title)
                # a subsection also belongs to its parents
                parts = num.group(1).split(".")
                current = [".".join(parts[:k]) for k in range(1, len(parts) + 1)]
            else:
                for n in current:
                    out.setdefault(n, []).append(title)
    return out


def sources(root):
    for name in FILES:
        p = os.path.join(root, name)
        if os.path.exists(p):
            yield p
    for d in DIRS:
        for base, dirs, files in os.walk(os.path.join(root, d)):
            dirs[:] = [x for x in dirs if not x.startswith(".") and x != "Output"]
            for f in files:
                if f.endswith(EXTS) and f != "check_design_refs.py":
                    yield os.path.join(base, f)


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    root = sys.argv[1]
    secs = sections(os.path.join(root, "docs", "design.md"))
    bad, seen = 0, 0
    for path in sources(root):
        with open(path, encoding="utf-8", errors="replace") as f:
            for no, line in enumerate(f, 1):
                rel = os.path.relpath(path, root)
                if OLD.search(line):
                    print("%s:%d: old-style citation: %s" % (rel, no, line.strip()))
                    bad += 1
                for m in CITE.finditer(line):
                    seen += 1
                    num, name = m.group(1), m.group(2)
                    if num not in secs:
                        print("%s:%d: docs/design.md has no section %s" % (rel, no, num))
                        bad += 1
                    elif name and not any(name in t for t in secs[num]):
                        print('%s:%d: docs/design.md §%s has no heading "%s"' % (rel, no, num, name))
                        bad += 1
    print("%d citations of docs/design.md checked, %d bad" % (seen, bad))
    return 1 if bad or seen == 0 else 0


if __name__ == "__main__":
    sys.exit(main())

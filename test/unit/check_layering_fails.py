#!/usr/bin/env python3
"""check_layering.py must fail on what it exists to catch (test
unit.layering_fails): on a copy of the runtime with one back edge added
(stacklet.c, a leaf, including pool.h again, as it did before state.h), and
on a file the layer table does not place.  And it must pass on the copy
unchanged.

    check_layering_fails.py CHECK_LAYERING_PY RUNTIME_DIR RUNTIME_MD
"""
import os
import shutil
import subprocess
import sys
import tempfile


def run(check, runtime, md):
    r = subprocess.run([sys.executable, check, runtime, md], capture_output=True, text=True)
    return r.returncode, r.stdout + r.stderr


def main():
    check, runtime, md = sys.argv[1:4]
    with tempfile.TemporaryDirectory() as tmp:
        copy = os.path.join(tmp, "runtime")
        shutil.copytree(runtime, copy)
        rc, out = run(check, copy, md)
        if rc != 0:
            sys.exit("the unchanged copy fails:\n" + out)
        path = os.path.join(copy, "stacklet.c")
        text = open(path).read()
        open(path, "w").write(text.replace('#include "stacklet.h"\n',
                                           '#include "stacklet.h"\n#include "pool.h"\n', 1))
        rc, out = run(check, copy, md)
        if rc == 0 or "stacklet.c includes pool.h, of a higher layer" not in out:
            sys.exit("a back edge stacklet.c -> pool.h passed (rc %d):\n%s" % (rc, out))
        open(path, "w").write(text)
        open(os.path.join(copy, "stray.c"), "w").write("int forkc_i_stray(void) { return 0; }\n")
        rc, out = run(check, copy, md)
        if rc == 0 or "stray.c is in no layer" not in out:
            sys.exit("a file in no layer passed (rc %d):\n%s" % (rc, out))
    print("ok: the back edge and the stray file fail, the runtime passes")


if __name__ == "__main__":
    main()

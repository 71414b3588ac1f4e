#!/usr/bin/env python3
"""Symbol hygiene of libforkc (issue 12).

usage: check_symbols.py NM INCLUDE_DIR LIBFORKC.a [LIBFORKC.so]

- every global symbol defined in the static library starts with forkc_
  (internal ones with forkc_i_: they must not clash with user code when the
  archive is linked in);
- the shared library's dynamic symbol table defines only forkc_ names, none
  of them internal (forkc_i_), and every function or object that forkc.h and
  forkc/abi.h declare out of line is among them;
- neither refers to an hwloc_ name: the runtime loads hwloc at run time
  (runtime/hwloc_lib.c), so a direct call would fail the user's link.
Exits 1 with the offending names.
"""
import re
import subprocess
import sys


# What a sanitizer's instrumentation defines in every object it compiles
# (ASan's ODR indicators and global registration, TSan's and UBSan's
# helpers): the compiler's names, not the runtime's.
# ...and the linker's bounds of the sections they fill (__start_asan_globals).
SANITIZER = re.compile(r"^_*(asan|odr_asan|tsan|ubsan|msan|hwasan|sancov)"
                       r"|^__(start|stop)_(asan|tsan|ubsan|msan|hwasan|sancov)")


def nm_symbols(nm, flags, lib):
    """(name, type) of each symbol `nm -P FLAGS LIB` prints, versions dropped."""
    out = subprocess.run([nm, "-P"] + flags + [lib], check=True, capture_output=True,
                         text=True).stdout
    for line in out.splitlines():
        parts = line.split()
        # -P: "name type [value size]"; archive members print "lib[obj]:".
        if len(parts) < 2 or parts[0].endswith(":"):
            continue
        yield parts[0].split("@")[0], parts[1]


def defined_globals(nm, lib, dynamic):
    names = set()
    for name, kind in nm_symbols(nm, ["--defined-only", "-D" if dynamic else "-g"], lib):
        if kind in "Uvw":  # undefined (strong or weak): not ours to name
            continue
        if SANITIZER.match(name):
            continue
        names.add(name)
    return names


def undefined_hwloc(nm, lib):
    return sorted({name for name, _ in nm_symbols(nm, ["--undefined-only"], lib)
                   if re.match(r"_*hwloc_", name)})


def declared_api(include_dir):
    """Names declared out of line (not static inline) in the public headers."""
    names = set()
    for header in ("forkc.h", "forkc/abi.h"):
        text = open(f"{include_dir}/{header}").read()
        text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
        text = re.sub(r"#[^\n]*(\\\n[^\n]*)*", "", text)  # macros are not symbols
        text = text.replace('extern "C" {', "")  # its `}` is left unmatched
        # Drop bodies (of inline functions and structs), innermost first.
        while True:
            shorter = re.sub(r"\{[^{}]*\}", ";", text)
            if shorter == text:
                break
            text = shorter
        for stmt in text.split(";"):
            if "static" in stmt or "typedef" in stmt:
                continue
            m = re.search(r"\b(forkc_\w+)\s*\(", stmt)
            if m and not re.search(r"\(\s*\*\s*forkc_", stmt):
                names.add(m.group(1))
            # Objects; the plugin-only markers (fork_task, __forkc_*) are not
            # the runtime's.
            m = re.search(r"\bextern\s+const\s+\w+\s+(forkc_\w+|FORKC_ABI_SYMBOL)\s*$",
                          stmt.strip())
            if m:
                names.add(m.group(1))
    return names


def main():
    nm, include_dir, static_lib = sys.argv[1:4]
    shared_lib = sys.argv[4] if len(sys.argv) > 4 else None
    bad = []
    static_syms = defined_globals(nm, static_lib, dynamic=False)
    if not static_syms:
        bad.append(f"{static_lib}: no symbols read (nm failed?)")
    for s in sorted(static_syms):
        if not s.startswith("forkc_"):
            bad.append(f"{static_lib}: {s} does not start with forkc_")
    for lib in [static_lib] + ([shared_lib] if shared_lib else []):
        for s in undefined_hwloc(nm, lib):
            bad.append(f"{lib}: calls {s} directly (call it through runtime/hwloc_lib.h)")
    if shared_lib:
        dyn = defined_globals(nm, shared_lib, dynamic=True)
        for s in sorted(dyn):
            if not s.startswith("forkc_"):
                bad.append(f"{shared_lib}: exports {s}, which does not start with forkc_")
            elif s.startswith("forkc_i_"):
                bad.append(f"{shared_lib}: exports the internal {s} (hidden visibility lost?)")
        api = declared_api(include_dir)
        # ABI_SYMBOL is spelled through a macro in abi.h, pasted from
        # FORKC_ABI_VERSION: forkc_abi_version_<N>.
        abi = open(f"{include_dir}/forkc/abi.h").read()
        m = re.search(r"#define\s+FORKC_ABI_SYMBOL\s+FORKC_ABI_CAT_\(\s*(\w+)\s*,"
                      r"\s*FORKC_ABI_VERSION\s*\)", abi)
        v = re.search(r"#define\s+FORKC_ABI_VERSION\s+(\d+)", abi)
        if m and v:
            api.discard("FORKC_ABI_SYMBOL")
            api.add(m.group(1) + v.group(1))
        else:
            bad.append("forkc/abi.h: cannot read FORKC_ABI_SYMBOL "
                       "(FORKC_ABI_CAT_(forkc_abi_version_, FORKC_ABI_VERSION))")
        if len(api) < 10:
            bad.append(f"parsed only {sorted(api)} from the headers: parser broken?")
        for s in sorted(api - dyn):
            bad.append(f"{shared_lib}: does not export {s}, declared in the public headers")
        print(f"{len(dyn)} exported, {len(api)} declared in forkc.h and forkc/abi.h")
    print(f"{len(static_syms)} global symbols defined in {static_lib}")
    for b in bad:
        print("FAIL:", b)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

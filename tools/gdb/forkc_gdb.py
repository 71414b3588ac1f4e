# forkc's gdb extension (docs/debugging.md).  libforkc embeds this file in
# the .debug_gdb_scripts section of every program it is linked into, so gdb
# loads it by itself once the program's directory is on gdb's auto-load
# safe-path; `source` it by hand otherwise.
#
# Everything a user needs is in the debug info without it: the plugin names
# both clones of a task after the task, with the task's parameters, so
# `break fib` stops in every activation and backtraces read `fib (n=3)`
# (plugin/DebugVars.cpp).  This only hides the generated trampolines from
# backtraces: a task's entries (`__forkc_entry_fib`, and in an optimised
# build `__forkc_spawned_fib` and `__forkc_called_fib`, where the fast clone
# is inlined) and its root (`__forkc_root_fib`, plain C calling
# the task), which carry the runtime's arguments, not the user's.
import re

import gdb

_TRAMPOLINE = re.compile(r"^__forkc_(entry|spawned|called|root)_[A-Za-z_]\w*(\.pn)?$")


class ForkcFrameFilter:
    """Drops the trampolines between a task's activations."""

    def __init__(self):
        self.name = "forkc"
        self.priority = 100
        self.enabled = True
        gdb.frame_filters[self.name] = self

    def filter(self, frame_iter):
        for fd in frame_iter:
            if not _TRAMPOLINE.match(fd.inferior_frame().name() or ""):
                yield fd


if not getattr(gdb, "_forkc_loaded", False):
    gdb._forkc_loaded = True
    ForkcFrameFilter()

# forkc's gdb extension (docs/debugging.md).  libforkc embeds this file in
# the .debug_gdb_scripts section of every program it is linked into, so gdb
# loads it by itself once the program's directory is on gdb's auto-load
# safe-path; `source` it by hand otherwise.  The user's variables are right
# without it (both clones keep them as C variables with the user's names);
# this only makes the names of functions read as the user wrote them:
#   - backtraces show `fib`, not `__forkc_fast_fib` or `__forkc_resume_fib`,
#     and hide the generated entry and root trampolines;
#   - `break fib` also stops at every activation of the task (its fast
#     clone), not only where plain C calls it.
import re

import gdb
from gdb.FrameDecorator import FrameDecorator

_CLONE = re.compile(r"^__forkc_(fast|resume)_([A-Za-z_]\w*)$")
_TRAMPOLINE = re.compile(r"^__forkc_(entry|root)_[A-Za-z_]\w*(\.pn)?$")


class _Arg:
    def __init__(self, name, value):
        self._name = name
        self._value = value

    def symbol(self):
        return self._name

    def value(self):
        return self._value


def _param_names(task):
    """The task's parameter names, from its original symbol (plain C wrapper)."""
    try:
        sym = gdb.lookup_global_symbol(task) or gdb.lookup_static_symbol(task)
        if sym is None or sym.type.code != gdb.TYPE_CODE_FUNC:
            return []
        block = gdb.block_for_pc(int(sym.value().address))
        return [s.name for s in block if s.is_argument and not s.name.startswith("__")]
    except (gdb.error, RuntimeError):
        return []


class _TaskFrame(FrameDecorator):
    """A frame of a task's fast clone or resume function, shown as the task
    with the task's own parameters (the clones' hidden ones left out)."""

    def __init__(self, fobj, name):
        super().__init__(fobj)
        self._name = name

    def function(self):
        return self._name

    def frame_args(self):
        frame = self.inferior_frame()
        args = []
        for name in _param_names(self._name):
            try:
                args.append(_Arg(name, frame.read_var(name)))
            except (ValueError, gdb.error):
                pass
        return args


class ForkcFrameFilter:
    """Renames task clones to the task's name, drops the trampolines."""

    def __init__(self):
        self.name = "forkc"
        self.priority = 100
        self.enabled = True
        gdb.frame_filters[self.name] = self

    def filter(self, frame_iter):
        for fd in frame_iter:
            name = fd.inferior_frame().name() or ""
            if _TRAMPOLINE.match(name):
                continue
            m = _CLONE.match(name)
            yield _TaskFrame(fd, m.group(2)) if m else fd


def _task_of(location):
    """The function named by a breakpoint location such as `fib` or `f.c:fib`."""
    if not location:
        return None
    name = location.split(":")[-1].strip()
    if name.startswith("-function "):
        name = name[len("-function "):].strip()
    return name if re.match(r"^[A-Za-z_]\w*$", name) and not name.startswith("__forkc_") else None


def _has_function(name):
    try:
        if gdb.lookup_global_symbol(name) is not None:
            return True
        return gdb.lookup_static_symbol(name) is not None
    except gdb.error:
        return False


def _on_breakpoint_created(bp):
    # `break fib` on a task: every activation starts in its fast clone.
    if bp.type != gdb.BP_BREAKPOINT or not bp.visible:
        return
    task = _task_of(bp.location)
    if task is None:
        return
    clone = "__forkc_fast_" + task
    if _has_function(clone):
        gdb.Breakpoint(clone)
        print("forkc: '%s' is a task: also stopping in every activation (%s)" % (task, clone))


if not getattr(gdb, "_forkc_loaded", False):
    gdb._forkc_loaded = True
    ForkcFrameFilter()
    gdb.events.breakpoint_created.connect(_on_breakpoint_created)

// Plain C helpers lowered as tasks (docs/lowering.md, "Helpers lowered as
// tasks"): a static function whose every use is a direct call from a task and
// which calls a task is lowered as a task, so its task calls are not nested
// roots.  Every other helper stays plain C, as written, and the file compiles
// either way.
// RUN: %forkcc -fno-caret-diagnostics -O2 -fplugin-arg-forkplugin-remarks -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="lowered as a task"
// RUN: %forkcc -O2 -fplugin-arg-forkplugin-dump-lowered -fsyntax-only %s | FileCheck %s --check-prefix=LOWERED
// RUN: %forkcc -O2 -fplugin-arg-forkplugin-no-helper-tasks -fplugin-arg-forkplugin-remarks -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=OFF
// OFF-NOT: lowered as a task
// A spawn in a static helper stays an error whoever calls the helper:
// RUN: not %forkcc -fno-caret-diagnostics -DSPAWN_IN_HELPER -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=SPAWN
#include <errno.h>
#include <forkc.h>
#include <setjmp.h>

fork_task long leaf(long n);
fork_task long leaf(long n) { return n + 1; }

// Cilk-5 matmul's shape: the task spawns helpers that call it again.
// CHECK: lower-helper-tasks.c:[[@LINE+3]]:13: remark: 'pair' is lowered as a task: it is static, every use of it is a call from a task or another such helper, and it calls a task, so those calls are task calls rather than nested roots
// CHECK-NEXT: lower-helper-tasks.c:[[@LINE+2]]:13: remark: helper task 'pair': fast clone with 2 resume points
// LOWERED: __forkc_fast_pair(forkc_worker *__w,{{.*}} __forkc_entry_leaf(__w, __hf, FORKC_KIND_CALLED,{{.*}} __forkc_entry_leaf(__w, __hf, FORKC_KIND_CALLED,
static long pair(long n) { return leaf(n) + leaf(n + 1); }

// Reaches a task only through another helper.
// CHECK: lower-helper-tasks.c:[[@LINE+1]]:13: remark: 'twice' is lowered as a task
static long twice(long n) { return pair(n) * 2; }

// Not static: a caller in another file would pay a root for each call.
long exported(long n) { return leaf(n); }

// Its address is taken.
static long addressed(long n) { return leaf(n); }
long (*addressed_ptr)(long) = addressed;

// Also called from plain C.
static long also_plain(long n) { return leaf(n); }

// Calls no task.
static long no_task(long n) { return n * 3; }

// Two helpers that call each other, but no task.
static long ping(long n);
static long pong(long n) { return n > 0 ? ping(n - 1) : 0; }
static long ping(long n) { return n > 0 ? pong(n - 1) : 1; }

// A task may not call setjmp (diag-setjmp.c): stays plain.
static jmp_buf jb;
static long jumps(long n) {
  if (setjmp(jb))
    return 0;
  return leaf(n);
}

// Reads its thread's state around the call: stays plain (its code after the
// call would run on whichever worker finishes leaf).
static _Thread_local long calls;
static long counted(long n) {
  ++calls;
  return leaf(n) + calls;
}

// Called from a macro's body inside the task: the call is still a resume
// point.
// CHECK: lower-helper-tasks.c:[[@LINE+1]]:13: remark: 'in_macro' is lowered as a task
static long in_macro(long n) { return leaf(n); }
#define VIA_MACRO(n) in_macro(n)

// An attribute the generated clones would not inherit: stays plain.
__attribute__((target("avx2"))) static long targeted(long n) { return leaf(n); }

// Marked fork_plain: stays plain C by request.
fork_plain static long kept_plain(long n) { return leaf(n); }

// Reads errno (its thread's) after the call: stays plain.
static long errno_after(long n) {
  long r = leaf(n);
  return r + (errno == 12345);
}

#ifdef SPAWN_IN_HELPER
static long spawner(long n) {
  long a = fork_spawn(leaf(n));
  // SPAWN: lower-helper-tasks.c:[[@LINE-1]]:12: error: fork_spawn outside a fork_task
  fork_join();
  return a;
}
#else
#define spawner(n) 0L
#endif

// Called in a loop's condition, where a task call falls back to the task's
// plain symbol (docs/lowering.md, "Fallbacks"): a nested root per call would
// cost more than the plain call, so it stays plain.
static long in_cond(long n) { return leaf(n) - n - 1; }

fork_task long user(long n);
fork_task long user(long n) {
  long a = fork_spawn(pair(n));
  long b = twice(n) + exported(n) + addressed(n) + also_plain(n) + no_task(n) + ping(n);
  long c = jumps(n) + counted(n) + VIA_MACRO(n) + targeted(n) + errno_after(n) + spawner(n) +
           kept_plain(n);
  while (in_cond(n))
    n++;
  fork_join();
  return a + b + c;
}

long plain_user(long n) { return also_plain(n) + user(n); }

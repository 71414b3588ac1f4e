// -fplugin-arg-forkplugin-remarks: one remark per lowered task (its fast
// clone's resume points and where its frame is made), a note at each call
// of itself that its fast clone runs as a loop, and a note, with the
// reason, at each variable that stays in the frame.  Without the flag the
// same compile says nothing.
// RUN: %forkcc -fno-caret-diagnostics -O2 -fplugin-arg-forkplugin-remarks -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=remark: --implicit-check-not=note:
// RUN: %forkcc -O2 -c %s -o %t.o 2>&1 | count 0
#include <forkc.h>
#include <string.h>

// CHECK: remarks.c:[[@LINE+1]]:16: remark: fork_task 'fib': fast clone with 1 resume point; its frame is made at the first one (an activation that reaches none allocates nothing)
fork_task long fib(int n) {
  if (n < 2)
    return n;
  long a = fork_spawn(fib(n - 1));
  // CHECK: remarks.c:[[@LINE+1]]:12: note: the fast clone runs this call of 'fib' as a jump back to its own start (a tail loop); the return's other operand is combined before the jump
  long b = fib(n - 2);
  fork_join();
  return a + b;
}

// CHECK: remarks.c:[[@LINE+1]]:16: remark: fork_task 'twice': fast clone with no resume point: it pushes nothing and never suspends, and a call from plain C on a worker costs about a plain call
fork_task long twice(int n) { return n * 2; }

static void touch(int *p) { *p = 1; }

// CHECK: remarks.c:[[@LINE+1]]:16: remark: fork_task 'work': fast clone with 1 resume point; its frame is made at entry: 5 variables stay in the frame
fork_task long work(int n, volatile int v) {
  // CHECK: remarks.c:[[@LINE-1]]:41: note: 'v' stays in the frame in both clones: it is volatile
  char buf[16];
  // CHECK: remarks.c:[[@LINE-1]]:8: note: 'buf' stays in the frame in both clones: it is an array
  int x = 0, y = 1;
  // CHECK: remarks.c:[[@LINE-1]]:7: note: 'x' stays in the frame in both clones: its address is taken
  // CHECK: remarks.c:[[@LINE-2]]:14: note: 'y' stays in the frame in both clones: it is declared in one declaration with 'x', which stays in the frame
  long parts[2];
  // CHECK: remarks.c:[[@LINE-1]]:8: note: 'parts' stays in the frame in both clones: it is an array
  touch(&x);
  memset(buf, 0, sizeof buf);
  parts[0] = fork_spawn(fib(n));
  fork_join();
  return parts[0] + x + y + buf[0] + v;
}

// A stack allocation makes the frame at entry too.
// CHECK: remarks.c:[[@LINE+1]]:16: remark: fork_task 'scratch': fast clone with 1 resume point; its frame is made at entry: it allocates on its stack (alloca or forkc_stack_alloc)
fork_task long scratch(int n) {
  long *p = forkc_stack_alloc(sizeof *p);
  *p = n;
  long r = fib(n);
  forkc_stack_free(p);
  return r + *p;
}

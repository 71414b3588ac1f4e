// A file without tasks still gets the lowered prologue (forkc.h switches to
// its lowered mode) and is otherwise unchanged: abi.h is not included.
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
#include <forkc.h>
int plain(int x) { return x + 1; }
// CHECK: #define __FORKC_LOWERED__ 1
// CHECK-NEXT: #line 1 "{{.*}}lower-no-tasks.c"
// CHECK-NOT: forkc/abi.h
// CHECK: int plain(int x) { return x + 1; }

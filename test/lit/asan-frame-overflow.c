// AddressSanitizer sees task frames: a redzone follows each array of a
// frame, so overflowing a task-local array is reported at the user's line
// (and a frame's memory is poisoned again when its task returns).
// REQUIRES: runtime
// RUN: %forkcc -fsanitize=address -g -O1 %s %forkc_lib -o %t.exe
// RUN: env FORKC_WORKERS=1 %t.exe 3 | FileCheck %s --check-prefix=OK
// RUN: env FORKC_WORKERS=1 not %t.exe 4 2>&1 | FileCheck %s
// RUN: %forkcc %dump -fsanitize=address -fsyntax-only %s | FileCheck %s --check-prefix=LOWER
#include <forkc.h>
#include <stdio.h>
#include <stdlib.h>

fork_task int leaf(int x) { return x + 1; }

fork_task int sum(int idx) {
    int a[4] = {1, 2, 3, 4};
    int b = fork_spawn(leaf(idx));
    fork_join();
    a[idx] = b; /* idx == 4 writes past the end of a */
    return a[0] + a[3];
}

int main(int argc, char **argv) {
    printf("sum = %d\n", sum(argc > 1 ? atoi(argv[1]) : 0));
    return 0;
}
// OK: sum = 5
// CHECK: ERROR: AddressSanitizer: use-after-poison
// CHECK: WRITE of size 4
// CHECK: #0 {{.*}} in {{.*}}sum{{.*}}asan-frame-overflow.c:19
// LOWER: int a[4];
// LOWER-NEXT: char __forkc_rz_0[32];
// LOWER: __asan_poison_memory_region(&__f->__forkc_rz_0, sizeof __f->__forkc_rz_0);

// Under AddressSanitizer a task's alloca memory comes from the heap
// (runtime/stacklet.c, forkc_alloca_in), whose redzones report an overflow
// at the user's line; stacklet blocks have none.
// REQUIRES: runtime
// RUN: %forkcc -fsanitize=address -g -O1 %s %forkc_lib -o %t.exe
// RUN: env FORKC_WORKERS=2 %t.exe 16 | FileCheck %s --check-prefix=OK
// RUN: env FORKC_WORKERS=2 not %t.exe 40 2>&1 | FileCheck %s
#include <alloca.h>
#include <forkc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

fork_task static int leaf(int x) { return x; }

fork_task static int work(int n) {
    char *p = alloca(16);
    int a = fork_spawn(leaf(n));
    memset(p, 1, (size_t)n);
    fork_join();
    return a + p[0];
}
// CHECK: ERROR: AddressSanitizer: heap-buffer-overflow
// CHECK: in work {{.*}}asan-alloca-overflow.c:[[@LINE-5]]

int main(int argc, char **argv) {
    printf("work = %d\n", work(argc > 1 ? atoi(argv[1]) : 16));
    return 0;
}
// OK: work = 17

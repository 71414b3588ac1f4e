// The generated code is clean under -std=c11 -Wpedantic and the usual
// strict warnings (user code here is clean too).
// RUN: %forkcc -std=c11 -Wall -Wextra -Wpedantic -Wshadow -Wmissing-prototypes -Wstrict-prototypes -Wunreachable-code -Werror -c %s -o %t.o
#include <forkc.h>

static long leaf(long x) { return x + 1; }
long job(int n);
static fork_task long job_static(int n) { return n; }

fork_task long job(int n) {
    long out[8];
    for (int i = 0; i < 8; i++)
        out[i] = fork_spawn(leaf(i));
    long v = fork_spawn(job_static(n));
    fork_join();
    if (n > 0)
        goto done;
    v += job(n - 1) + job(n - 2);
done:
    return v + out[7];
}

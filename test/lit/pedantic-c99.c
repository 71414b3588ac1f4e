// The generated code is clean under C99 (and C11) with -Wpedantic: no typedef
// made twice (a callee's prototype in each caller), no empty declaration
// before a function (fork_for's and static reducers' text there), and
// forkc/abi.h's C11 and GNU C kept to itself.
// RUN: %forkcc -std=c99 -Wall -Wextra -Wpedantic -Werror -c %s -o %t.o
// RUN: %forkcc -std=gnu99 -Wall -Wextra -Wpedantic -Werror -c %s -o %t.o
// RUN: %forkcc -std=c11 -Wall -Wextra -Wpedantic -Werror -c %s -o %t.o
#include <forkc.h>
#include <forkc/reducers.h>

long forkc_reducer_sum(long) total = 0;

fork_task long leaf(int n);
fork_task long pair(int n);

/* a comment before the task */
fork_task long leaf(int n) { return n; }

// a line comment before the task
fork_task long pair(int n) {
    long a = fork_spawn(leaf(n));
    long b = leaf(n + 1);
    fork_join();
    return a + b;
}

fork_task long quad(int n) {
    long a = fork_spawn(pair(n));
    long b = pair(n + 2);
    fork_join();
    return a + b;
}

void fill(int n, long *a);
void fill(int n, long *a) {
    fork_for (int i = 0; i < n; i++) {
        fork_for (int j = 0; j < n; j++)
            a[i * n + j] = i + j;
    }
}

void bump(long x);
void bump(long x) { total += x; }

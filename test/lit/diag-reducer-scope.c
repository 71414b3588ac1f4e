// A block that declares a reducer ends while a spawned child holds the
// reducer's address: the child may still update it there.  Refused; a block
// whose reducer only the continuation updated may end (the next join folds
// its views into the dead instance).
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: test ! -e %t.o
#include <forkc.h>
#include <forkc/reducers.h>

fork_task void add(long *to, long v) { *to += v; }
fork_task long twice(long v) { return 2 * v; }

fork_task long scoped(long n) {
    long c = 0;
    {
        long forkc_reducer_sum(long) u = 0;
        fork_spawn(add(&u, n));
        c = u;
    }
    {
        long forkc_reducer_sum(long) fine = 1;
        fork_spawn(twice(fine));
        fine += n;
        c += fine;
    }
    fork_join();
    return c;
}
// CHECK: diag-reducer-scope.c:20:5: error: reducer 'u' goes out of scope while a spawned child may still update it
// CHECK: note: fork_join() before the end of its block

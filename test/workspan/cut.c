/* Subtrees timed whole (docs/workspan.md): check_cut.py runs this built
 * with -fplugin-arg-forkplugin-workspan, with the default cutoff and with
 * FORKC_WORKSPAN_CUTOFF_NS=0, and compares.  Each mode prints one CSV row
 * (forkc_wsp_dump) for the region it measures:
 *   fib N   a tree of tasks of a few nanoseconds: most of it runs the serial
 *           clones, so its work is far below the per-strand figure;
 *   skew    a small task, then a tree of 16 leaves of LEAF_US each spawned
 *           beside it: the small sibling predicts the tree small, and it
 *           runs long (the warning at exit); its work stays right. */
#include <forkc.h>
#include <forkc/workspan.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "burn.h"

fork_task long fib(int n) {
    if (n < 2)
        return n;
    long a = fork_spawn(fib(n - 1));
    long b = fib(n - 2);
    fork_join();
    return a + b;
}

fork_task long small(void) { return 1; }

fork_task void skew(int k) {
    fork_spawn(small());
    fork_spawn(tree(k));
    fork_join();
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s fib N | skew\n", argv[0]);
        return 2;
    }
    forkc_wsp a = forkc_wsp_now();
    if (!strcmp(argv[1], "fib") && argc > 2) {
        long r = fib(atoi(argv[2]));
        printf("result %ld\n", r);
    } else if (!strcmp(argv[1], "skew")) {
        skew(4);
    } else {
        fprintf(stderr, "%s: unknown mode %s\n", argv[0], argv[1]);
        return 2;
    }
    forkc_wsp_dump(forkc_wsp_sub(forkc_wsp_now(), a), argv[1]);
    return 0;
}

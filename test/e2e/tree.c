/* Build a binary tree in parallel (malloc'd nodes), then sum and free it. */
#include <forkc.h>
#include <stdio.h>
#include <stdlib.h>

struct node { long v; struct node *l, *r; };

fork_task struct node *build(int depth, long v) {
    struct node *n = malloc(sizeof *n);
    n->v = v;
    n->l = n->r = NULL;
    if (depth > 0) {
        n->l = fork_spawn(build(depth - 1, 2 * v));
        n->r = fork_spawn(build(depth - 1, 2 * v + 1));
        fork_join();
    }
    return n;
}

fork_task long tsum(const struct node *n) {
    if (!n) return 0;
    long l = fork_spawn(tsum(n->l));
    long r = tsum(n->r);
    fork_join();
    return l + r + n->v;
}

fork_task void tfree(struct node *n) {
    if (!n) return;
    fork_spawn(tfree(n->l));
    fork_spawn(tfree(n->r));
    fork_join();
    free(n);
}

int main(void) {
    struct node *t = build(14, 1);
    printf("%ld\n", tsum(t));
    tfree(t);
    return 0;
}

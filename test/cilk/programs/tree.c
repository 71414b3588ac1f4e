/* tree: build a complete binary tree of malloc'd nodes in parallel (both
 * subtrees spawned into the node's fields), walk it in parallel (sum, node
 * count, height) and free it in parallel (forkc's test/e2e/tree.c in
 * OpenCilk spelling).  Node v has children 2v and 2v+1, so a tree of depth
 * D holds 1 .. 2^(D+1)-1 and the sum is known.
 * Usage: tree [DEPTH]   (default 14) */
#include <stdio.h>
#include <stdlib.h>

#include <cilk/cilk.h>

struct node {
    long v;
    struct node *l, *r;
};

struct stats {
    long sum, count;
    int height;
};

struct node *build(int depth, long v) {
    struct node *n = malloc(sizeof *n);
    if (!n)
        abort();
    n->v = v;
    n->l = n->r = NULL;
    if (depth > 0) {
        n->l = cilk_spawn build(depth - 1, 2 * v);
        n->r = cilk_spawn build(depth - 1, 2 * v + 1);
        cilk_sync;
    }
    return n;
}

long tsum(const struct node *n) {
    if (!n)
        return 0;
    long l = cilk_spawn tsum(n->l);
    long r = tsum(n->r);
    cilk_sync;
    return l + r + n->v;
}

struct stats tstats(const struct node *n) {
    struct stats s = {0, 0, 0};
    if (!n)
        return s;
    struct stats l = cilk_spawn tstats(n->l);
    struct stats r = tstats(n->r);
    cilk_sync;
    s.sum = l.sum + r.sum + n->v;
    s.count = l.count + r.count + 1;
    s.height = 1 + (l.height > r.height ? l.height : r.height);
    return s;
}

void tfree(struct node *n) {
    if (!n)
        return;
    cilk_spawn tfree(n->l);
    cilk_spawn tfree(n->r);
    cilk_sync;
    free(n);
}

int main(int argc, char *argv[]) {
    int depth = 14;
    if (argc > 1)
        depth = atoi(argv[1]);
    if (depth < 0 || depth > 24) {
        fprintf(stderr, "usage: %s [DEPTH]   (0..24)\n", argv[0]);
        return 2;
    }
    struct node *t = build(depth, 1);
    long sum = tsum(t);
    struct stats st = tstats(t);
    tfree(t);
    long nodes = (2L << depth) - 1;
    long expect = nodes * (nodes + 1) / 2;
    printf("tree of depth %d: %ld nodes, height %d, sum %ld (%ld)\n", depth, st.count, st.height,
           sum, st.sum);
    if (sum != expect || st.sum != expect || st.count != nodes || st.height != depth + 1) {
        printf("FAIL: expected %ld nodes, sum %ld\n", nodes, expect);
        return 1;
    }
    printf("ok\n");
    return 0;
}

/*
 * uts.h -- the Unbalanced Tree Search benchmark (Olivier et al., LCPC 2006),
 * its tree model re-implemented on OpenSSL's libcrypto SHA-1: every node
 * carries a 20-byte SHA-1 state; child i's state is SHA1(parent || i as 4
 * big-endian bytes), the root's is SHA1(16 zero bytes || seed as 4 bytes),
 * and a node's random number is the last 4 bytes of its state & 0x7fffffff.
 * Geometric trees (t = 1) draw the number of children from a geometric
 * distribution whose mean follows a shape function of the depth (a = 3:
 * fixed, b0 below depth d); binomial trees (t = 0) give the root b0 children
 * and every other node m children with probability q.  Sizes depend only on
 * the parameters, so every variant must count the same nodes.
 *
 * C and C++ (the TBB variant includes it).
 */
#ifndef FORKC_BENCH_UTS_H
#define FORKC_BENCH_UTS_H

#ifdef __cplusplus
extern "C" {
#endif

#define UTS_MAX_CHILDREN 100 /* geometric trees are truncated here (UTS MAXNUMCHILDREN) */

enum uts_tree_type { UTS_BIN = 0, UTS_GEO = 1 };
enum uts_geo_shape { UTS_LINEAR = 0, UTS_EXPDEC = 1, UTS_CYCLIC = 2, UTS_FIXED = 3 };

typedef struct uts_params {
    int type;        /* -t */
    double b0;       /* -b: root branching factor */
    int root_id;     /* -r: root seed */
    int m;           /* -m: BIN children of a non-leaf */
    double q;        /* -q: BIN probability of a non-leaf */
    int gen_mx;      /* -d: GEO depth */
    int shape;       /* -a: GEO shape function */
} uts_params;

typedef struct uts_node {
    int type;
    int height;
    int num_children;
    unsigned char state[20];
} uts_node;

typedef struct uts_result {
    unsigned long long maxdepth, size, leaves;
} uts_result;

/* A child and the result of its subtree: one per child, in an array the
 * parent allocates (forkc_stack_alloc in forkc, malloc elsewhere). */
typedef struct uts_pair {
    uts_result res;
    uts_node child;
} uts_pair;

/* The named trees: libfork's Table I (T1 ... T3XXL, published sizes) and the
 * scaled and tiny trees of this suite (sizes counted by the serial variant,
 * whose T1 and T3 counts match the published ones).  NULL-terminated. */
typedef struct uts_named_tree {
    const char *name;
    const char *args;                 /* UTS command-line form */
    unsigned long long nodes;         /* expected tree size */
    const char *note;
} uts_named_tree;
extern const uts_named_tree uts_named_trees[];

extern uts_params uts_p; /* set once by uts_parse, read-only afterwards */

/* argv: a tree name, or UTS flags (-t -b -r -m -q -d -a) plus an optional
 * -e EXPECTED_NODES.  Fills uts_p; *expected = 0 when unknown.  Writes a
 * description to desc.  Returns 0, or -1 on a usage error (message printed). */
int uts_parse(int argc, char **argv, unsigned long long *expected, char *desc, unsigned desc_size);

void uts_init_root(uts_node *root);
int uts_num_children(const uts_node *parent);
int uts_child_type(const uts_node *parent);
/* child->state = SHA1(parent->state || i) */
void uts_spawn_state(const uts_node *parent, uts_node *child, int i);

static inline void uts_make_child(const uts_node *parent, uts_node *child, int type, int i) {
    child->type = type;
    child->height = parent->height + 1;
    child->num_children = -1;
    uts_spawn_state(parent, child, i);
}

static inline void uts_result_add(uts_result *r, const uts_result *c) {
    if (c->maxdepth > r->maxdepth)
        r->maxdepth = c->maxdepth;
    r->size += c->size;
    r->leaves += c->leaves;
}

#define UTS_USAGE "TREE | -t T -b B0 -r SEED [-m M -q Q] [-d D -a SHAPE] [-e NODES]\n" \
                  "  TREE: T1 T1L T1XXL T3 T3L T3XXL, scaled T1L-s T1XXL-s T3L-s T3XXL-s, tiny T1-tiny T3-tiny"

#ifdef __cplusplus
}
#endif

#define UTS_MAIN_BODY(CALL)                                                          \
    unsigned long long expected = 0;                                                 \
    char desc[256];                                                                  \
    if (uts_parse(argc, argv, &expected, desc, sizeof desc) != 0)                    \
        return bench_usage(argv[0], UTS_USAGE);                                      \
    uts_node root;                                                                   \
    uts_init_root(&root);                                                            \
    BENCH_WARMUP();                                                                  \
    double t0 = bench_now();                                                         \
    uts_result r = CALL;                                                             \
    double t = bench_now() - t0;                                                     \
    char rs[32], es[32];                                                             \
    snprintf(rs, sizeof rs, "%llu", r.size);                                         \
    if (expected)                                                                    \
        snprintf(es, sizeof es, "%llu", expected);                                   \
    else                                                                             \
        snprintf(es, sizeof es, "unknown");                                          \
    printf("uts: %s nodes=%llu leaves=%llu maxdepth=%llu\n", desc, r.size, r.leaves, \
           r.maxdepth);                                                              \
    return bench_report("uts", desc, rs, es, t, expected == 0 || r.size == expected);
#endif

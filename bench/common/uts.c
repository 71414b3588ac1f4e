/* uts.c -- UTS tree model on OpenSSL's SHA-1 (see uts.h). */
#define _GNU_SOURCE
#define OPENSSL_SUPPRESS_DEPRECATED /* SHA1_Init/Update/Final: no EVP fetch per node */
#include "uts.h"

#include <math.h>
#include <openssl/sha.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

uts_params uts_p;

/* Sizes of the scaled and tiny trees, counted by the serial variant (whose
 * T1 and T3 match the published 4130071 and 4112897 nodes). */
#define UTS_T1L_S_NODES 6383373ull
#define UTS_T1XXL_S_NODES 16526523ull
#define UTS_T3L_S_NODES 11194856ull
#define UTS_T3XXL_S_NODES 7049491ull
#define UTS_T1_TINY_NODES 3987ull
#define UTS_T3_TINY_NODES 6213ull

/* Published sizes: UTS sample trees (T1, T1L, T3, T3L, T1XXL, T3XXL).  The
 * scaled trees are sub-trees of the published ones: a geometric tree with a
 * smaller depth d is the published tree cut at depth d (child states do not
 * depend on d), a binomial tree with a smaller root branching factor b is the
 * published tree's first b root subtrees (except T3L-s, see below). */
const uts_named_tree uts_named_trees[] = {
    {"T1", "-t 1 -a 3 -d 10 -b 4 -r 19", 4130071ull, "geometric, published size"},
    {"T1L", "-t 1 -a 3 -d 13 -b 4 -r 29", 102181082ull, "geometric, published size"},
    {"T1XXL", "-t 1 -a 3 -d 15 -b 4 -r 19", 4230646601ull, "geometric, published size"},
    {"T3", "-t 0 -b 2000 -q 0.124875 -m 8 -r 42", 4112897ull, "binomial, published size"},
    {"T3L", "-t 0 -b 2000 -q 0.200014 -m 5 -r 7", 111345631ull, "binomial, published size"},
    {"T3XXL", "-t 0 -b 2000 -q 0.499995 -m 2 -r 316", 2793220501ull, "binomial, published size"},
    /* scaled (default suite) and tiny (CI): counted with the serial variant */
    {"T1L-s", "-t 1 -a 3 -d 11 -b 4 -r 29", UTS_T1L_S_NODES, "T1L cut at depth 11"},
    {"T1XXL-s", "-t 1 -a 3 -d 11 -b 4 -r 19", UTS_T1XXL_S_NODES, "T1XXL cut at depth 11"},
    /* T3L's first 200 root subtrees hold 110.5M of its 111.3M nodes: no useful
     * prefix, so T3L-s keeps T3L's q and m with another seed. */
    {"T3L-s", "-t 0 -b 2000 -q 0.200014 -m 5 -r 4", UTS_T3L_S_NODES, "T3L's q and m, seed 4"},
    {"T3XXL-s", "-t 0 -b 200 -q 0.499995 -m 2 -r 316", UTS_T3XXL_S_NODES, "T3XXL, first 200 root subtrees"},
    {"T1-tiny", "-t 1 -a 3 -d 5 -b 4 -r 19", UTS_T1_TINY_NODES, "T1 cut at depth 5"},
    {"T3-tiny", "-t 0 -b 20 -q 0.124875 -m 8 -r 42", UTS_T3_TINY_NODES, "T3, first 20 root subtrees"},
    {NULL, NULL, 0, NULL},
};

static void uts_defaults(void) {
    uts_p.type = UTS_GEO;
    uts_p.b0 = 4.0;
    uts_p.root_id = 0;
    uts_p.m = 4;
    uts_p.q = 15.0 / 64.0;
    uts_p.gen_mx = 6;
    uts_p.shape = UTS_LINEAR;
}

static int uts_parse_flags(int argc, char **argv, unsigned long long *expected) {
    for (int i = 0; i < argc; i += 2) {
        const char *f = argv[i];
        if (f[0] != '-' || strlen(f) != 2 || i + 1 >= argc) {
            fprintf(stderr, "uts: bad argument '%s'\n", f);
            return -1;
        }
        const char *v = argv[i + 1];
        switch (f[1]) {
        case 't': uts_p.type = atoi(v); break;
        case 'b': uts_p.b0 = atof(v); break;
        case 'r': uts_p.root_id = atoi(v); break;
        case 'm': uts_p.m = atoi(v); break;
        case 'q': uts_p.q = atof(v); break;
        case 'd': uts_p.gen_mx = atoi(v); break;
        case 'a': uts_p.shape = atoi(v); break;
        case 'e': *expected = strtoull(v, NULL, 10); break;
        default: fprintf(stderr, "uts: unknown flag '%s'\n", f); return -1;
        }
    }
    if (uts_p.type != UTS_BIN && uts_p.type != UTS_GEO) {
        fprintf(stderr, "uts: only -t 0 (binomial) and -t 1 (geometric) trees\n");
        return -1;
    }
    if (uts_p.shape < UTS_LINEAR || uts_p.shape > UTS_FIXED) {
        fprintf(stderr, "uts: -a must be 0..3\n");
        return -1;
    }
    return 0;
}

int uts_parse(int argc, char **argv, unsigned long long *expected, char *desc, unsigned desc_size) {
    uts_defaults();
    *expected = 0;
    if (argc == 2 && argv[1][0] != '-') {
        for (const uts_named_tree *t = uts_named_trees; t->name; t++) {
            if (strcmp(t->name, argv[1]) != 0)
                continue;
            char buf[128], *words[16];
            int nw = 0;
            snprintf(buf, sizeof buf, "%s", t->args);
            for (char *s = strtok(buf, " "); s && nw < 16; s = strtok(NULL, " "))
                words[nw++] = s;
            if (uts_parse_flags(nw, words, expected) != 0)
                return -1;
            *expected = t->nodes;
            snprintf(desc, desc_size, "%s", t->name);
            return 0;
        }
        fprintf(stderr, "uts: unknown tree '%s'\n", argv[1]);
        return -1;
    }
    if (argc < 3 || uts_parse_flags(argc - 1, argv + 1, expected) != 0)
        return -1;
    if (uts_p.type == UTS_BIN)
        snprintf(desc, desc_size, "t0,b%g,q%g,m%d,r%d", uts_p.b0, uts_p.q, uts_p.m, uts_p.root_id);
    else
        snprintf(desc, desc_size, "t1,a%d,d%d,b%g,r%d", uts_p.shape, uts_p.gen_mx, uts_p.b0,
                 uts_p.root_id);
    return 0;
}

static double uts_to_prob(int n) { return n < 0 ? 0.0 : (double)n / 2147483648.0; }

static int uts_rand(const unsigned char *state) {
    unsigned b = ((unsigned)state[16] << 24) | ((unsigned)state[17] << 16) |
                 ((unsigned)state[18] << 8) | (unsigned)state[19];
    return (int)(b & 0x7fffffffu);
}

void uts_init_root(uts_node *root) {
    unsigned char seed[20] = {0};
    int s = uts_p.root_id;
    seed[16] = (unsigned char)(0xFF & (s >> 24));
    seed[17] = (unsigned char)(0xFF & (s >> 16));
    seed[18] = (unsigned char)(0xFF & (s >> 8));
    seed[19] = (unsigned char)(0xFF & s);
    root->type = uts_p.type;
    root->height = 0;
    root->num_children = -1;
    SHA1(seed, sizeof seed, root->state);
}

void uts_spawn_state(const uts_node *parent, uts_node *child, int i) {
    unsigned char bytes[4] = {(unsigned char)(0xFF & (i >> 24)), (unsigned char)(0xFF & (i >> 16)),
                              (unsigned char)(0xFF & (i >> 8)), (unsigned char)(0xFF & i)};
    SHA_CTX ctx;
    SHA1_Init(&ctx);
    SHA1_Update(&ctx, parent->state, 20);
    SHA1_Update(&ctx, bytes, 4);
    SHA1_Final(child->state, &ctx);
}

static int uts_num_children_bin(const uts_node *parent) {
    double d = uts_to_prob(uts_rand(parent->state));
    return d < uts_p.q ? uts_p.m : 0;
}

static int uts_num_children_geo(const uts_node *parent) {
    double b_i = uts_p.b0;
    int depth = parent->height;
    if (depth > 0) {
        switch (uts_p.shape) {
        case UTS_EXPDEC:
            b_i = uts_p.b0 * pow((double)depth, -log(uts_p.b0) / log((double)uts_p.gen_mx));
            break;
        case UTS_CYCLIC:
            if (depth > 5 * uts_p.gen_mx) {
                b_i = 0.0;
                break;
            }
            b_i = pow(uts_p.b0, sin(2.0 * 3.141592653589793 * (double)depth / (double)uts_p.gen_mx));
            break;
        case UTS_FIXED:
            b_i = depth < uts_p.gen_mx ? uts_p.b0 : 0;
            break;
        case UTS_LINEAR:
        default:
            b_i = uts_p.b0 * (1.0 - (double)depth / (double)uts_p.gen_mx);
            break;
        }
    }
    double p = 1.0 / (1.0 + b_i);
    double u = uts_to_prob(uts_rand(parent->state));
    return (int)floor(log(1 - u) / log(1 - p));
}

int uts_num_children(const uts_node *parent) {
    int n;
    if (uts_p.type == UTS_BIN)
        n = parent->height == 0 ? (int)floor(uts_p.b0) : uts_num_children_bin(parent);
    else
        n = uts_num_children_geo(parent);
    if (parent->height == 0 && parent->type == UTS_BIN) {
        int root_bf = (int)ceil(uts_p.b0);
        if (n > root_bf)
            n = root_bf;
    } else if (n > UTS_MAX_CHILDREN) {
        n = UTS_MAX_CHILDREN;
    }
    return n;
}

int uts_child_type(const uts_node *parent) { return parent->type; }

/* UTS with OpenMP tasks: the same recursion as uts.c, children on the heap. */
#define BENCH_VARIANT "omp"
#include <omp.h>
#include "bench.h"
#include "uts.h"

static uts_result uts(unsigned long long depth, uts_node *parent) {
    uts_result r = {depth, 1, 0};
    int nc = uts_num_children(parent);
    int ct = uts_child_type(parent);
    parent->num_children = nc;
    if (nc > 0) {
        uts_pair *cs = malloc((size_t)nc * sizeof *cs);
        for (int i = 0; i < nc; i++) {
            uts_make_child(parent, &cs[i].child, ct, i);
            if (i + 1 == nc) {
                cs[i].res = uts(depth + 1, &cs[i].child);
            } else {
#pragma omp task firstprivate(i, cs, depth)
                cs[i].res = uts(depth + 1, &cs[i].child);
            }
        }
#pragma omp taskwait
        for (int i = 0; i < nc; i++)
            uts_result_add(&r, &cs[i].res);
        free(cs);
    } else {
        r.leaves = 1;
    }
    return r;
}

static uts_result root_call(uts_node *root) {
    uts_result r;
#pragma omp parallel num_threads(bench_workers()) shared(r)
#pragma omp single
    r = uts(0, root);
    return r;
}

static void omp_bench_warmup(void) {
#pragma omp parallel num_threads(bench_workers())
    { (void)0; }
}
#undef BENCH_WARMUP
#define BENCH_WARMUP() omp_bench_warmup()

int main(int argc, char **argv) { UTS_MAIN_BODY(root_call(&root)) }

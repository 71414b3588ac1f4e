/* UTS in forkc (serial elision without the plugin): one forked child per
 * tree node, the last child called; the children and their results live in
 * an array from forkc_stack_alloc (libfork's co_new variant; malloc in the
 * serial elision). */
#include <forkc.h>
#include "bench.h"
#include "uts.h"

fork_task uts_result uts(unsigned long long depth, uts_node *parent) {
    uts_result r = {depth, 1, 0};
    int nc = uts_num_children(parent);
    int ct = uts_child_type(parent);
    parent->num_children = nc;
    if (nc > 0) {
        uts_pair *cs = forkc_stack_alloc((size_t)nc * sizeof *cs);
        for (int i = 0; i < nc; i++) {
            uts_make_child(parent, &cs[i].child, ct, i);
            if (i + 1 == nc)
                cs[i].res = uts(depth + 1, &cs[i].child);
            else
                cs[i].res = fork_spawn(uts(depth + 1, &cs[i].child));
        }
        fork_join();
        for (int i = 0; i < nc; i++)
            uts_result_add(&r, &cs[i].res);
        forkc_stack_free(cs);
    } else {
        r.leaves = 1;
    }
    return r;
}

int main(int argc, char **argv) { UTS_MAIN_BODY(uts(0, &root)) }

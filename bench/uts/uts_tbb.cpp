/* UTS with TBB task_group: the same recursion as uts.c, children on the heap. */
#include <cstdlib>
#include "tbb_common.hpp"
#include "uts.h"

static uts_result uts(unsigned long long depth, uts_node *parent) {
    uts_result r = {depth, 1, 0};
    int nc = uts_num_children(parent);
    int ct = uts_child_type(parent);
    parent->num_children = nc;
    if (nc > 0) {
        uts_pair *cs = static_cast<uts_pair *>(std::malloc((size_t)nc * sizeof *cs));
        tbb::task_group g;
        for (int i = 0; i < nc; i++) {
            uts_make_child(parent, &cs[i].child, ct, i);
            if (i + 1 == nc)
                cs[i].res = uts(depth + 1, &cs[i].child);
            else
                g.run([=] { cs[i].res = uts(depth + 1, &cs[i].child); });
        }
        g.wait();
        for (int i = 0; i < nc; i++)
            uts_result_add(&r, &cs[i].res);
        std::free(cs);
    } else {
        r.leaves = 1;
    }
    return r;
}

int main(int argc, char **argv) {
    tbb_env env;
    UTS_MAIN_BODY(env.run([&] { return uts(0, &root); }))
}

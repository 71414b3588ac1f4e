// Cilk Plus's C reducers (<cilk/reducer.h>, the typed headers) build clean
// under the user's -std (C99 included), -Wpedantic and -Wconversion, with
// the plugin and without it (the serial elision); a view's type written as
// `typeof(r.value) *` (the _CALC macros) inside a cilk_for body is spelled
// as the type it stands for, and a `cilk_for (i = 0; ...)` over a local i
// leaves no set-but-unused i.
// RUN: %forkcc -std=c99 -Wall -Wextra -Wpedantic -Wconversion -Werror -I%forkc_include/forkc-cilk -c %s -o %t.o
// RUN: %forkcc -std=gnu11 -Wall -Wextra -Wpedantic -Wconversion -Werror -I%forkc_include/forkc-cilk -c %s -o %t.o
// RUN: %clang -std=c99 -Wall -Wextra -Wpedantic -Wconversion -Werror -I%forkc_include -I%forkc_include/forkc-cilk -c %s -o %t.o
// RUN: %forkcc -I%forkc_include/forkc-cilk %dump -fsyntax-only %s | FileCheck %s
#include <cilk/cilk.h>
#include <cilk/reducer_min_max.h>
#include <cilk/reducer_opadd.h>
#include <cilk/reducer_opand.h>
#include <cilk/reducer_opmul.h>
#include <cilk/reducer_opor.h>
#include <cilk/reducer_opxor.h>

CILK_C_REDUCER_OPADD(total, long, 0);

long sum_and_max(const int *a, int n, int *where) {
    CILK_C_REDUCER_MAX_INDEX(best, int, 0);
    int i;
    CILK_C_REGISTER_REDUCER(total);
    CILK_C_REGISTER_REDUCER(best);
    cilk_for (i = 0; i < n; i++) {
        REDUCER_VIEW(total) += a[i];
        CILK_C_REDUCER_MAX_INDEX_CALC(best, i, a[i]);
    }
    CILK_C_UNREGISTER_REDUCER(best);
    CILK_C_UNREGISTER_REDUCER(total);
    *where = (int)best.value.index;
    return total.value;
}
// CHECK: {{^ *}}cilk_c_reducer_max_index_view_int *__forkc_view;

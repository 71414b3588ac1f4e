/* <cilk/reducer_max.h> for forkc: Cilk Plus's C max and max_index
 * reducers (<cilk/reducer.h>), for char to unsigned long long, float, double
 * and long double.
 *   CILK_C_REDUCER_MAX(obj, tn, v);            reducer `obj`, initial v
 *   CILK_C_REDUCER_MAX_CALC(obj, v);           view = max(view, v)
 *   CILK_C_REDUCER_MAX_INDEX(obj, tn, v);      view {index, value}
 *   CILK_C_REDUCER_MAX_INDEX_CALC(obj, i, v);  the first i of the max v
 * A strand's first view holds the type's minimum (the identity). */
#ifndef FORKC_CILK_REDUCER_MAX_H
#define FORKC_CILK_REDUCER_MAX_H
#pragma GCC system_header

#include "reducer.h"

#define __FORKC_CILK_C_MAX_INSTANCE(t, tn, lo, hi) __FORKC_CILK_C_ORDER_REDUCER(max, >, t, tn, lo)
__FORKC_CILK_C_INT_TYPES(__FORKC_CILK_C_MAX_INSTANCE)
__FORKC_CILK_C_FLOAT_TYPES(__FORKC_CILK_C_MAX_INSTANCE)
#undef __FORKC_CILK_C_MAX_INSTANCE

#define CILK_C_REDUCER_MAX_TYPE(tn) __CILKRTS_MKIDENT(cilk_c_reducer_max_, tn)
#define CILK_C_REDUCER_MAX(obj, tn, v) __FORKC_CILK_C_OP_OBJECT(max, obj, tn, v)
#define CILK_C_REDUCER_MAX_CALC(reducer, v) __FORKC_CILK_C_ORDER_CALC(reducer, v, >)

#define CILK_C_REDUCER_MAX_INDEX_TYPE(tn) __CILKRTS_MKIDENT(cilk_c_reducer_max_index_, tn)
#define CILK_C_REDUCER_MAX_INDEX_VIEW_TYPE(tn) __CILKRTS_MKIDENT(cilk_c_reducer_max_index_view_, tn)
#define CILK_C_REDUCER_MAX_INDEX(obj, tn, v)                                                       \
    CILK_C_REDUCER_MAX_INDEX_TYPE(tn)                                                              \
    obj = CILK_C_INIT_REDUCER(_Typeof(obj.value),                                                  \
                              __CILKRTS_MKIDENT(cilk_c_reducer_max_index_reduce_, tn),             \
                              __CILKRTS_MKIDENT(cilk_c_reducer_max_index_identity_, tn),           \
                              __cilkrts_hyperobject_noop_destroy, {0, v})
#define CILK_C_REDUCER_MAX_INDEX_CALC(reducer, i, v)                                               \
    __FORKC_CILK_C_ORDER_INDEX_CALC(reducer, i, v, >)

#endif /* FORKC_CILK_REDUCER_MAX_H */

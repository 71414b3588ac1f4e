/* <cilk/reducer_min.h> for forkc: Cilk Plus's C min and min_index
 * reducers (<cilk/reducer.h>), for char to unsigned long long, float, double
 * and long double.
 *   CILK_C_REDUCER_MIN(obj, tn, v);            reducer `obj`, initial v
 *   CILK_C_REDUCER_MIN_CALC(obj, v);           view = min(view, v)
 *   CILK_C_REDUCER_MIN_INDEX(obj, tn, v);      view {index, value}
 *   CILK_C_REDUCER_MIN_INDEX_CALC(obj, i, v);  the first i of the min v
 * A strand's first view holds the type's maximum (the identity). */
#ifndef FORKC_CILK_REDUCER_MIN_H
#define FORKC_CILK_REDUCER_MIN_H
#pragma GCC system_header

#include "reducer.h"

#define __FORKC_CILK_C_MIN_INSTANCE(t, tn, lo, hi) __FORKC_CILK_C_ORDER_REDUCER(min, <, t, tn, hi)
__FORKC_CILK_C_INT_TYPES(__FORKC_CILK_C_MIN_INSTANCE)
__FORKC_CILK_C_FLOAT_TYPES(__FORKC_CILK_C_MIN_INSTANCE)
#undef __FORKC_CILK_C_MIN_INSTANCE

#define CILK_C_REDUCER_MIN_TYPE(tn) __CILKRTS_MKIDENT(cilk_c_reducer_min_, tn)
#define CILK_C_REDUCER_MIN(obj, tn, v) __FORKC_CILK_C_OP_OBJECT(min, obj, tn, v)
#define CILK_C_REDUCER_MIN_CALC(reducer, v) __FORKC_CILK_C_ORDER_CALC(reducer, v, <)

#define CILK_C_REDUCER_MIN_INDEX_TYPE(tn) __CILKRTS_MKIDENT(cilk_c_reducer_min_index_, tn)
#define CILK_C_REDUCER_MIN_INDEX_VIEW_TYPE(tn) __CILKRTS_MKIDENT(cilk_c_reducer_min_index_view_, tn)
#define CILK_C_REDUCER_MIN_INDEX(obj, tn, v)                                                       \
    CILK_C_REDUCER_MIN_INDEX_TYPE(tn)                                                              \
    obj = CILK_C_INIT_REDUCER(_Typeof(obj.value),                                                  \
                              __CILKRTS_MKIDENT(cilk_c_reducer_min_index_reduce_, tn),             \
                              __CILKRTS_MKIDENT(cilk_c_reducer_min_index_identity_, tn),           \
                              __cilkrts_hyperobject_noop_destroy, {0, v})
#define CILK_C_REDUCER_MIN_INDEX_CALC(reducer, i, v)                                               \
    __FORKC_CILK_C_ORDER_INDEX_CALC(reducer, i, v, <)

#endif /* FORKC_CILK_REDUCER_MIN_H */

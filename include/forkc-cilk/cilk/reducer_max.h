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

#define __FORKC_CILK_C_MAX_INSTANCE(t, tn, min, max)                                               \
    typedef CILK_C_DECLARE_REDUCER(t) cilk_c_reducer_max_##tn;                                     \
    static inline void cilk_c_reducer_max_reduce_##tn(void *key, void *l, void *r) {               \
        (void)key;                                                                                 \
        if (*(t *)r > *(t *)l)                                                                     \
            *(t *)l = *(t *)r;                                                                     \
    }                                                                                              \
    static inline void cilk_c_reducer_max_identity_##tn(void *key, void *v) {                      \
        (void)key;                                                                                 \
        *(t *)v = (t)(min);                                                                        \
    }                                                                                              \
    typedef struct {                                                                               \
        ptrdiff_t index;                                                                           \
        t value;                                                                                   \
    } cilk_c_reducer_max_index_view_##tn;                                                          \
    typedef CILK_C_DECLARE_REDUCER(cilk_c_reducer_max_index_view_##tn)                             \
        cilk_c_reducer_max_index_##tn;                                                             \
    /* ties keep the left (earlier) index, as the serial loop does */                              \
    static inline void cilk_c_reducer_max_index_reduce_##tn(void *key, void *l, void *r) {         \
        (void)key;                                                                                 \
        cilk_c_reducer_max_index_view_##tn *lv = (cilk_c_reducer_max_index_view_##tn *)l;          \
        const cilk_c_reducer_max_index_view_##tn *rv =                                             \
            (const cilk_c_reducer_max_index_view_##tn *)r;                                         \
        if (rv->value > lv->value)                                                                 \
            *lv = *rv;                                                                             \
    }                                                                                              \
    static inline void cilk_c_reducer_max_index_identity_##tn(void *key, void *v) {                \
        (void)key;                                                                                 \
        cilk_c_reducer_max_index_view_##tn *view = (cilk_c_reducer_max_index_view_##tn *)v;        \
        view->index = 0;                                                                           \
        view->value = (t)(min);                                                                    \
    }
__FORKC_CILK_C_INT_TYPES(__FORKC_CILK_C_MAX_INSTANCE)
__FORKC_CILK_C_FLOAT_TYPES(__FORKC_CILK_C_MAX_INSTANCE)
#undef __FORKC_CILK_C_MAX_INSTANCE

#define CILK_C_REDUCER_MAX_TYPE(tn) __CILKRTS_MKIDENT(cilk_c_reducer_max_, tn)
#define CILK_C_REDUCER_MAX(obj, tn, v) __FORKC_CILK_C_OP_OBJECT(max, obj, tn, v)
#define CILK_C_REDUCER_MAX_CALC(reducer, v)                                                        \
    do {                                                                                           \
        _Typeof((reducer).value) *__forkc_view = &(REDUCER_VIEW(reducer));                         \
        _Typeof(v) __forkc_value = (v);                                                            \
        if (__forkc_value > *__forkc_view)                                                         \
            *__forkc_view = __forkc_value;                                                         \
    } while (0)

#define CILK_C_REDUCER_MAX_INDEX_TYPE(tn) __CILKRTS_MKIDENT(cilk_c_reducer_max_index_, tn)
#define CILK_C_REDUCER_MAX_INDEX_VIEW_TYPE(tn) __CILKRTS_MKIDENT(cilk_c_reducer_max_index_view_, tn)
#define CILK_C_REDUCER_MAX_INDEX(obj, tn, v)                                                       \
    CILK_C_REDUCER_MAX_INDEX_TYPE(tn)                                                              \
    obj = CILK_C_INIT_REDUCER(_Typeof(obj.value),                                                  \
                              __CILKRTS_MKIDENT(cilk_c_reducer_max_index_reduce_, tn),             \
                              __CILKRTS_MKIDENT(cilk_c_reducer_max_index_identity_, tn),           \
                              __cilkrts_hyperobject_noop_destroy, {0, v})
#define CILK_C_REDUCER_MAX_INDEX_CALC(reducer, i, v)                                               \
    do {                                                                                           \
        _Typeof((reducer).value) *__forkc_view = &(REDUCER_VIEW(reducer));                         \
        _Typeof(v) __forkc_value = (v);                                                            \
        if (__forkc_value > __forkc_view->value) {                                                 \
            __forkc_view->index = (i);                                                             \
            __forkc_view->value = __forkc_value;                                                   \
        }                                                                                          \
    } while (0)

#endif /* FORKC_CILK_REDUCER_MAX_H */

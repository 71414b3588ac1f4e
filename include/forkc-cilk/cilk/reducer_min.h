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

#define __FORKC_CILK_C_MIN_INSTANCE(t, tn, min, max)                                               \
    typedef CILK_C_DECLARE_REDUCER(t) cilk_c_reducer_min_##tn;                                     \
    static inline void cilk_c_reducer_min_reduce_##tn(void *key, void *l, void *r) {               \
        (void)key;                                                                                 \
        if (*(t *)r < *(t *)l)                                                                     \
            *(t *)l = *(t *)r;                                                                     \
    }                                                                                              \
    static inline void cilk_c_reducer_min_identity_##tn(void *key, void *v) {                      \
        (void)key;                                                                                 \
        *(t *)v = (t)(max);                                                                        \
    }                                                                                              \
    typedef struct {                                                                               \
        ptrdiff_t index;                                                                           \
        t value;                                                                                   \
    } cilk_c_reducer_min_index_view_##tn;                                                          \
    typedef CILK_C_DECLARE_REDUCER(cilk_c_reducer_min_index_view_##tn)                             \
        cilk_c_reducer_min_index_##tn;                                                             \
    /* ties keep the left (earlier) index, as the serial loop does */                              \
    static inline void cilk_c_reducer_min_index_reduce_##tn(void *key, void *l, void *r) {         \
        (void)key;                                                                                 \
        cilk_c_reducer_min_index_view_##tn *lv = (cilk_c_reducer_min_index_view_##tn *)l;          \
        const cilk_c_reducer_min_index_view_##tn *rv =                                             \
            (const cilk_c_reducer_min_index_view_##tn *)r;                                         \
        if (rv->value < lv->value)                                                                 \
            *lv = *rv;                                                                             \
    }                                                                                              \
    static inline void cilk_c_reducer_min_index_identity_##tn(void *key, void *v) {                \
        (void)key;                                                                                 \
        cilk_c_reducer_min_index_view_##tn *view = (cilk_c_reducer_min_index_view_##tn *)v;        \
        view->index = 0;                                                                           \
        view->value = (t)(max);                                                                    \
    }
__FORKC_CILK_C_INT_TYPES(__FORKC_CILK_C_MIN_INSTANCE)
__FORKC_CILK_C_FLOAT_TYPES(__FORKC_CILK_C_MIN_INSTANCE)
#undef __FORKC_CILK_C_MIN_INSTANCE

#define CILK_C_REDUCER_MIN_TYPE(tn) __CILKRTS_MKIDENT(cilk_c_reducer_min_, tn)
#define CILK_C_REDUCER_MIN(obj, tn, v) __FORKC_CILK_C_OP_OBJECT(min, obj, tn, v)
#define CILK_C_REDUCER_MIN_CALC(reducer, v)                                                        \
    do {                                                                                           \
        _Typeof((reducer).value) *__forkc_view = &(REDUCER_VIEW(reducer));                         \
        _Typeof(v) __forkc_value = (v);                                                            \
        if (__forkc_value < *__forkc_view)                                                         \
            *__forkc_view = __forkc_value;                                                         \
    } while (0)

#define CILK_C_REDUCER_MIN_INDEX_TYPE(tn) __CILKRTS_MKIDENT(cilk_c_reducer_min_index_, tn)
#define CILK_C_REDUCER_MIN_INDEX_VIEW_TYPE(tn) __CILKRTS_MKIDENT(cilk_c_reducer_min_index_view_, tn)
#define CILK_C_REDUCER_MIN_INDEX(obj, tn, v)                                                       \
    CILK_C_REDUCER_MIN_INDEX_TYPE(tn)                                                              \
    obj = CILK_C_INIT_REDUCER(_Typeof(obj.value),                                                  \
                              __CILKRTS_MKIDENT(cilk_c_reducer_min_index_reduce_, tn),             \
                              __CILKRTS_MKIDENT(cilk_c_reducer_min_index_identity_, tn),           \
                              __cilkrts_hyperobject_noop_destroy, {0, v})
#define CILK_C_REDUCER_MIN_INDEX_CALC(reducer, i, v)                                               \
    do {                                                                                           \
        _Typeof((reducer).value) *__forkc_view = &(REDUCER_VIEW(reducer));                         \
        _Typeof(v) __forkc_value = (v);                                                            \
        if (__forkc_value < __forkc_view->value) {                                                 \
            __forkc_view->index = (i);                                                             \
            __forkc_view->value = __forkc_value;                                                   \
        }                                                                                          \
    } while (0)

#endif /* FORKC_CILK_REDUCER_MIN_H */

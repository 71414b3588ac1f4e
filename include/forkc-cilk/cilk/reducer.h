/* <cilk/reducer.h> for forkc: Cilk Plus's C reducers (Intel Cilk Plus
 * Language Extension Specification 1.2, "Reducers in C"), built on the
 * runtime-registered reducers of forkc.h (forkc_hyper_lookup).
 *
 *   CILK_C_DECLARE_REDUCER(int) sum =
 *       CILK_C_INIT_REDUCER(int, add_reduce, add_identity, destroy, 0);
 *   CILK_C_REGISTER_REDUCER(sum);
 *   cilk_for (int i = 0; i < n; i++) REDUCER_VIEW(sum) += a[i];
 *   CILK_C_UNREGISTER_REDUCER(sum);     (sum.value is the serial sum)
 *
 * with void reduce(void *reducer, void *left, void *right), void
 * identity(void *reducer, void *view) and void destroy(void *reducer,
 * void *view).  A strand's first REDUCER_VIEW makes its view (identity);
 * views fold in serial order at joins.  The monoid's allocate and
 * deallocate functions are kept for the layout but not called: forkc
 * allocates views itself.  Serial elision (no plugin, no libforkc):
 * REDUCER_VIEW is the variable.  The typed reducers are in
 * <cilk/reducer_opadd.h> and its neighbours. */
#ifndef FORKC_CILK_REDUCER_H
#define FORKC_CILK_REDUCER_H
#pragma GCC system_header

#ifdef __cplusplus
#error                                                                                             \
    "forkc lowers C only: Cilk Plus's C++ reducers (cilk::reducer<...>) are out of reach; in C use CILK_C_DECLARE_REDUCER or `T cilk_reducer(identity, reduce) x;`"
#endif

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "../../forkc.h"

typedef void (*cilk_c_reducer_reduce_fn_t)(void *r, void *lhs, void *rhs);
typedef void (*cilk_c_reducer_identity_fn_t)(void *r, void *view);
typedef void (*cilk_c_reducer_destroy_fn_t)(void *r, void *view);
typedef void *(*cilk_c_reducer_allocate_fn_t)(void *r, size_t bytes);
typedef void (*cilk_c_reducer_deallocate_fn_t)(void *r, void *view);

typedef struct cilk_c_monoid {
    cilk_c_reducer_reduce_fn_t reduce_fn;
    cilk_c_reducer_identity_fn_t identity_fn;
    cilk_c_reducer_destroy_fn_t destroy_fn;
    cilk_c_reducer_allocate_fn_t allocate_fn;
    cilk_c_reducer_deallocate_fn_t deallocate_fn;
} cilk_c_monoid;

typedef struct __cilkrts_hyperobject_base {
    cilk_c_monoid __c_monoid;
    unsigned long long __flags;
    ptrdiff_t __view_offset; /* from this base to the leftmost view (`value`) */
    size_t __view_size;
} __cilkrts_hyperobject_base;

#define __CILKRTS_MKIDENT_IMP(a, b, c) a##b##c
#define __CILKRTS_MKIDENT(a, b) __CILKRTS_MKIDENT_IMP(a, b, )
#define __CILKRTS_MKIDENT3(a, b, c) __CILKRTS_MKIDENT_IMP(a, b, c)

#ifndef _Typeof
#define _Typeof __typeof__
#endif

static inline void *__cilkrts_hyperobject_alloc(void *ignore, size_t bytes) {
    (void)ignore;
    return malloc(bytes);
}
static inline void __cilkrts_hyperobject_dealloc(void *ignore, void *view) {
    (void)ignore;
    free(view);
}
static inline void __cilkrts_hyperobject_noop_destroy(void *ignore, void *ignore2) {
    (void)ignore, (void)ignore2;
}

/* The running strand's view of the reducer at `key`. */
static inline void *__cilkrts_hyper_lookup(__cilkrts_hyperobject_base *key) {
    return forkc_hyper_lookup((char *)key + key->__view_offset, key->__view_size, key,
                              key->__c_monoid.reduce_fn, key->__c_monoid.identity_fn,
                              key->__c_monoid.destroy_fn);
}
/* Registration needs nothing: a reducer is known by its address. */
static inline void __cilkrts_hyper_create(__cilkrts_hyperobject_base *key) { (void)key; }
/* Fold the running strand's view into the variable. */
static inline void __cilkrts_hyper_destroy(__cilkrts_hyperobject_base *key) {
    forkc_hyper_unregister((char *)key + key->__view_offset);
}

#define CILK_C_DECLARE_REDUCER(Type)                                                               \
    struct {                                                                                       \
        __cilkrts_hyperobject_base __cilkrts_hyperbase;                                            \
        Type value;                                                                                \
    }

/* `value` follows the base at the next multiple of its alignment. */
#define __FORKC_CILK_VIEW_OFFSET(Type)                                                             \
    ((sizeof(__cilkrts_hyperobject_base) + __alignof__(Type) - 1) / __alignof__(Type) *            \
     __alignof__(Type))

#define CILK_C_INIT_REDUCER(Type, Reduce, Identity, Destroy, ...)                                  \
    {{{Reduce, Identity, Destroy, __cilkrts_hyperobject_alloc, __cilkrts_hyperobject_dealloc},     \
      0,                                                                                           \
      __FORKC_CILK_VIEW_OFFSET(Type),                                                              \
      sizeof(Type)},                                                                               \
     __VA_ARGS__}

#define CILK_C_REGISTER_REDUCER(Expr) __cilkrts_hyper_create(&(Expr).__cilkrts_hyperbase)
#define CILK_C_UNREGISTER_REDUCER(Expr) __cilkrts_hyper_destroy(&(Expr).__cilkrts_hyperbase)
#define REDUCER_VIEW(Expr)                                                                         \
    (*(_Typeof((Expr).value) *)__cilkrts_hyper_lookup(&(Expr).__cilkrts_hyperbase))

/* The numeric types the typed reducers come in: X(type, name, min, max). */
#define __FORKC_CILK_C_INT_TYPES(X)                                                                \
    X(char, char, CHAR_MIN, CHAR_MAX)                                                              \
    X(unsigned char, uchar, 0, UCHAR_MAX)                                                          \
    X(signed char, schar, SCHAR_MIN, SCHAR_MAX)                                                    \
    X(wchar_t, wchar_t, WCHAR_MIN, WCHAR_MAX)                                                      \
    X(short, short, SHRT_MIN, SHRT_MAX)                                                            \
    X(unsigned short, ushort, 0, USHRT_MAX)                                                        \
    X(int, int, INT_MIN, INT_MAX)                                                                  \
    X(unsigned int, uint, 0, UINT_MAX)                                                             \
    X(unsigned int, unsigned, 0, UINT_MAX)                                                         \
    X(long, long, LONG_MIN, LONG_MAX)                                                              \
    X(unsigned long, ulong, 0, ULONG_MAX)                                                          \
    X(long long, longlong, LLONG_MIN, LLONG_MAX)                                                   \
    X(unsigned long long, ulonglong, 0, ULLONG_MAX)
#define __FORKC_CILK_C_FLOAT_TYPES(X)                                                              \
    X(float, float, -HUGE_VALF, HUGE_VALF)                                                         \
    X(double, double, -HUGE_VAL, HUGE_VAL)                                                         \
    X(long double, longdouble, -HUGE_VALL, HUGE_VALL)

/* One typed op reducer family `name` for type t: its type, its functions
 * (static inline: nothing to link) and the declaring macro's pieces. */
#define __FORKC_CILK_C_OP_REDUCER(name, t, tn, identity_value, combine)                            \
    typedef CILK_C_DECLARE_REDUCER(t) __CILKRTS_MKIDENT3(cilk_c_reducer_, name, _##tn);            \
    static inline void __CILKRTS_MKIDENT3(cilk_c_reducer_, name, _reduce_##tn)(void *key, void *l, \
                                                                               void *r) {          \
        (void)key;                                                                                 \
        *(t *)l = (t)(*(t *)l combine * (t *)r);                                                   \
    }                                                                                              \
    static inline void __CILKRTS_MKIDENT3(cilk_c_reducer_, name, _identity_##tn)(void *key,        \
                                                                                 void *v) {        \
        (void)key;                                                                                 \
        *(t *)v = (t)(identity_value);                                                             \
    }

/* `CILK_C_REDUCER_OPADD(obj, tn, v)` and its neighbours: a reducer object
 * of family `name` for type name tn, initial value v. */
#define __FORKC_CILK_C_OP_OBJECT(name, obj, tn, v)                                                 \
    __CILKRTS_MKIDENT3(cilk_c_reducer_, name, _##tn)                                               \
    obj = CILK_C_INIT_REDUCER(_Typeof(obj.value),                                                  \
                              __CILKRTS_MKIDENT3(cilk_c_reducer_, name, _reduce_##tn),             \
                              __CILKRTS_MKIDENT3(cilk_c_reducer_, name, _identity_##tn),           \
                              __cilkrts_hyperobject_noop_destroy, v)

/* One min or max family `name` for type t: `better` is > (max) or <
 * (min), identity_value the type's other extreme; and its _CALC macros. */
#define __FORKC_CILK_C_ORDER_REDUCER(name, better, t, tn, identity_value)                          \
    typedef CILK_C_DECLARE_REDUCER(t) cilk_c_reducer_##name##_##tn;                                \
    static inline void cilk_c_reducer_##name##_reduce_##tn(void *key, void *l, void *r) {          \
        (void)key;                                                                                 \
        if (*(t *)r better * (t *)l)                                                               \
            *(t *)l = *(t *)r;                                                                     \
    }                                                                                              \
    static inline void cilk_c_reducer_##name##_identity_##tn(void *key, void *v) {                 \
        (void)key;                                                                                 \
        *(t *)v = (t)(identity_value);                                                             \
    }                                                                                              \
    typedef struct {                                                                               \
        ptrdiff_t index;                                                                           \
        t value;                                                                                   \
    } cilk_c_reducer_##name##_index_view_##tn;                                                     \
    typedef CILK_C_DECLARE_REDUCER(cilk_c_reducer_##name##_index_view_##tn)                        \
        cilk_c_reducer_##name##_index_##tn;                                                        \
    /* ties keep the left (earlier) index, as the serial loop does */                              \
    static inline void cilk_c_reducer_##name##_index_reduce_##tn(void *key, void *l, void *r) {    \
        (void)key;                                                                                 \
        cilk_c_reducer_##name##_index_view_##tn *lv =                                              \
            (cilk_c_reducer_##name##_index_view_##tn *)l;                                          \
        const cilk_c_reducer_##name##_index_view_##tn *rv =                                        \
            (const cilk_c_reducer_##name##_index_view_##tn *)r;                                    \
        if (rv->value better lv->value)                                                            \
            *lv = *rv;                                                                             \
    }                                                                                              \
    static inline void cilk_c_reducer_##name##_index_identity_##tn(void *key, void *v) {           \
        (void)key;                                                                                 \
        cilk_c_reducer_##name##_index_view_##tn *view =                                            \
            (cilk_c_reducer_##name##_index_view_##tn *)v;                                          \
        view->index = 0;                                                                           \
        view->value = (t)(identity_value);                                                         \
    }

#define __FORKC_CILK_C_ORDER_CALC(reducer, v, better)                                              \
    do {                                                                                           \
        _Typeof((reducer).value) *__forkc_view = &(REDUCER_VIEW(reducer));                         \
        _Typeof(v) __forkc_value = (v);                                                            \
        if (__forkc_value better * __forkc_view)                                                   \
            *__forkc_view = __forkc_value;                                                         \
    } while (0)

#define __FORKC_CILK_C_ORDER_INDEX_CALC(reducer, i, v, better)                                     \
    do {                                                                                           \
        _Typeof((reducer).value) *__forkc_view = &(REDUCER_VIEW(reducer));                         \
        _Typeof(v) __forkc_value = (v);                                                            \
        if (__forkc_value better __forkc_view->value) {                                            \
            __forkc_view->index = (i);                                                             \
            __forkc_view->value = __forkc_value;                                                   \
        }                                                                                          \
    } while (0)

#endif /* FORKC_CILK_REDUCER_H */

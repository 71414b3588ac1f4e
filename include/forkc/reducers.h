/*
 * forkc/reducers.h -- ready-made reducers for fork_for (forkc.h):
 *
 *   #include <forkc/reducers.h>
 *   double forkc_reducer_sum(double) total = 0;
 *   long forkc_reducer_max(long) top = LONG_MIN;
 *   fork_for (long i = 0; i < n; i++) { total += x[i]; if (v[i] > top) top = v[i]; }
 *
 * For each arithmetic type NAME below and each of sum, prod, min and max,
 * forkc_OP_NAME_identity(void *view) and forkc_OP_NAME_reduce(void *left,
 * void *right) are the identity/reduce pair of fork_reducer, and
 * forkc_reducer_OP(NAME) is fork_reducer(those two).  NAME is the type with
 * spaces dropped and "unsigned"/"long double" shortened: int, uint, long,
 * ulong, llong, ullong, float, double, ldouble.  min's identity is the
 * type's largest value (+inf for floating types), max's the smallest.
 */
#ifndef FORKC_REDUCERS_H
#define FORKC_REDUCERS_H

#include <forkc.h>
#include <limits.h>
#include <math.h>

#define FORKC_REDUCER_OP_(op, name, T, ident, fold)                                                \
    static inline void forkc_##op##_##name##_identity(void *v) { *(T *)v = (ident); }              \
    static inline void forkc_##op##_##name##_reduce(void *l, void *r) {                            \
        T a = *(T *)l, b = *(T *)r;                                                                \
        *(T *)l = (fold);                                                                          \
    }

#define FORKC_REDUCERS_FOR_(name, T, lo, hi)                                                       \
    FORKC_REDUCER_OP_(sum, name, T, (T)0, a + b)                                                   \
    FORKC_REDUCER_OP_(prod, name, T, (T)1, a *b)                                                   \
    FORKC_REDUCER_OP_(min, name, T, hi, b < a ? b : a)                                             \
    FORKC_REDUCER_OP_(max, name, T, lo, b > a ? b : a)

FORKC_REDUCERS_FOR_(int, int, INT_MIN, INT_MAX)
FORKC_REDUCERS_FOR_(uint, unsigned, 0u, UINT_MAX)
FORKC_REDUCERS_FOR_(long, long, LONG_MIN, LONG_MAX)
FORKC_REDUCERS_FOR_(ulong, unsigned long, 0ul, ULONG_MAX)
FORKC_REDUCERS_FOR_(llong, long long, LLONG_MIN, LLONG_MAX)
FORKC_REDUCERS_FOR_(ullong, unsigned long long, 0ull, ULLONG_MAX)
FORKC_REDUCERS_FOR_(float, float, -(float)INFINITY, (float)INFINITY)
FORKC_REDUCERS_FOR_(double, double, -(double)INFINITY, (double)INFINITY)
FORKC_REDUCERS_FOR_(ldouble, long double, -(long double)INFINITY, (long double)INFINITY)

#define forkc_reducer_sum(name) fork_reducer(forkc_sum_##name##_identity, forkc_sum_##name##_reduce)
#define forkc_reducer_prod(name)                                                                   \
    fork_reducer(forkc_prod_##name##_identity, forkc_prod_##name##_reduce)
#define forkc_reducer_min(name) fork_reducer(forkc_min_##name##_identity, forkc_min_##name##_reduce)
#define forkc_reducer_max(name) fork_reducer(forkc_max_##name##_identity, forkc_max_##name##_reduce)

#endif /* FORKC_REDUCERS_H */

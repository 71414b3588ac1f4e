/* <cilk/reducer_opadd.h> for forkc: Cilk Plus's C + reducers
 * (<cilk/reducer.h>), for the types char to unsigned long long, float, double and long double.
 *   CILK_C_REDUCER_OPADD(obj, tn, v);   declares reducer `obj` of type name tn
 *                                      (int, uint, long, ...), initial v
 *   CILK_C_REDUCER_OPADD_TYPE(tn)       its type */
#ifndef FORKC_CILK_REDUCER_OPADD_H
#define FORKC_CILK_REDUCER_OPADD_H
#pragma GCC system_header

#include "reducer.h"

#define __FORKC_CILK_C_OPADD_INSTANCE(t, tn, min, max) __FORKC_CILK_C_OP_REDUCER(opadd, t, tn, 0, +)
__FORKC_CILK_C_INT_TYPES(__FORKC_CILK_C_OPADD_INSTANCE)
__FORKC_CILK_C_FLOAT_TYPES(__FORKC_CILK_C_OPADD_INSTANCE)
#undef __FORKC_CILK_C_OPADD_INSTANCE

#define CILK_C_REDUCER_OPADD_TYPE(tn) __CILKRTS_MKIDENT(cilk_c_reducer_opadd_, tn)
#define CILK_C_REDUCER_OPADD(obj, tn, v) __FORKC_CILK_C_OP_OBJECT(opadd, obj, tn, v)

#endif /* FORKC_CILK_REDUCER_OPADD_H */

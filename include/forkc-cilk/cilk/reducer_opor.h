/* <cilk/reducer_opor.h> for forkc: Cilk Plus's C | reducers
 * (<cilk/reducer.h>), for the types char to unsigned long long.
 *   CILK_C_REDUCER_OPOR(obj, tn, v);   declares reducer `obj` of type name tn
 *                                      (int, uint, long, ...), initial v
 *   CILK_C_REDUCER_OPOR_TYPE(tn)       its type */
#ifndef FORKC_CILK_REDUCER_OPOR_H
#define FORKC_CILK_REDUCER_OPOR_H
#pragma GCC system_header

#include "reducer.h"

#define __FORKC_CILK_C_OPOR_INSTANCE(t, tn, min, max) __FORKC_CILK_C_OP_REDUCER(opor, t, tn, 0, |)
__FORKC_CILK_C_INT_TYPES(__FORKC_CILK_C_OPOR_INSTANCE)
#undef __FORKC_CILK_C_OPOR_INSTANCE

#define CILK_C_REDUCER_OPOR_TYPE(tn) __CILKRTS_MKIDENT(cilk_c_reducer_opor_, tn)
#define CILK_C_REDUCER_OPOR(obj, tn, v) __FORKC_CILK_C_OP_OBJECT(opor, obj, tn, v)

#endif /* FORKC_CILK_REDUCER_OPOR_H */

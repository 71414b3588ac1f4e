/* <cilk/reducer_min_max.h> for forkc: both <cilk/reducer_min.h> and
 * <cilk/reducer_max.h>, as in Cilk Plus. */
#ifndef FORKC_CILK_REDUCER_MIN_MAX_H
#define FORKC_CILK_REDUCER_MIN_MAX_H
#include "reducer_max.h"
#include "reducer_min.h"
#endif

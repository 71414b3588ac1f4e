/* FORKC_STATS=1 (pool_report.c): what each worker of a pool did. */
#ifndef FORKC_RUNTIME_POOL_REPORT_H
#define FORKC_RUNTIME_POOL_REPORT_H

#include "pool.h"

/* Per worker what it ran and where its time went, then the totals, on
 * standard error; after the workers stopped. */
void forkc_i_pool_report(const forkc_i_pool *p);

#endif

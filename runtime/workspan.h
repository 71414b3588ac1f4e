/* Work/span accounting (workspan.c, docs/workspan.md): what the scheduler
 * and the roots do for code built with -fplugin-arg-forkplugin-workspan.
 * A leaf layer: it knows frames and root records (abi.h), nothing of
 * workers, joins or pools. */
#ifndef FORKC_RUNTIME_WORKSPAN_H
#define FORKC_RUNTIME_WORKSPAN_H

#include "internal.h"

/* Whether an instrumented translation unit is linked in (its constructor
 * called forkc_wsp_enable_). */
bool forkc_i_wsp_on(void);
/* A spawned child finished away from its parent (the parent's
 * continuation was stolen): its state `c` reports into the parent's frame
 * (if the parent is instrumented), before the implicit join publishes it. */
void forkc_i_wsp_report(forkc_frame *parent, const forkc_wsp_state_ *c);
/* A worker starts a submitted root: a fresh strand. */
void forkc_i_wsp_root_start(forkc_worker *w);
/* The root task of `rec` finished on w (natively or not): its state goes
 * into the record, where the caller reads it, if the record has room (one
 * the runtime made, or an instrumented wrapper's). */
void forkc_i_wsp_root_done(forkc_worker *w, forkc_root_rec *rec);
/* Plain C off the workers calls a root: its thread's strand ends here ... */
void forkc_i_wsp_outer_enter(void);
/* ... and goes on after the root, which ran in series with it. */
void forkc_i_wsp_outer_leave(const forkc_wsp_root_ *r);

#endif

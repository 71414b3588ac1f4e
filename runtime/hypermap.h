/* Strands' views of reducers with static storage (hypermap.c): OpenCilk 2's
 * hypermaps, ordered by the frames whose continuations were stolen. */
#ifndef FORKC_RUNTIME_HYPERMAP_H
#define FORKC_RUNTIME_HYPERMAP_H

#include "internal.h"

/* A worker's cache of empty maps: a steal takes one, a join gives back what
 * it folded. */
typedef struct forkc_i_hyper_cache {
    forkc_hypermap *free;
    unsigned count;
} forkc_i_hyper_cache;

/* A thief took f's continuation: its strand gets an empty map, registered in
 * f's region after the older ones, and f->steals goes up by one. */
void forkc_i_hyper_stolen(forkc_worker *w, forkc_i_hyper_cache *c, forkc_frame *f);
/* A child of the stolen frame `parent` returned: the strand ends here.  If
 * it was the strand that ran before parent's first steal, its map becomes
 * the region's leftmost (the others are registered already). */
void forkc_i_hyper_strand_ends_at(forkc_worker *w, forkc_frame *parent);
/* The last to reach f's join: fold the region's maps in serial order into
 * the leftmost one, which the strand going on after the join keeps. */
void forkc_i_hyper_join(forkc_worker *w, forkc_i_hyper_cache *c, forkc_frame *f);
/* forkc_resume_on: the strand's map travels with f to another worker, ... */
void forkc_i_hyper_hand_over(forkc_worker *w, forkc_frame *f);
/* ... which takes it on with f. */
void forkc_i_hyper_take_over(forkc_worker *w, forkc_frame *f);
/* A worker's exit: free its cached maps. */
void forkc_i_hyper_cache_clear(forkc_i_hyper_cache *c);

#endif

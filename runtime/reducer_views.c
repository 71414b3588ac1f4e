/*
 * Reducer views made by steals inside a task (abi.h, "reducers that spawned
 * children update").  OpenCilk's hyperobjects keep a hypermap per strand;
 * forkc's lowering knows, per task, which reducers its continuations update
 * (its own, and those its parameters point to), so the views of one frame
 * are a list in the frame, in serial order: the k-th view belongs to the
 * continuation after the k-th steal since the last join.  A view is a
 * header (the `next` link) followed by the value, aligned for any type;
 * `head` points to the oldest header, `tail` to the newest value.
 */
#include "errors.h"
#include "internal.h"

#include <stdalign.h>
#include <stdlib.h>

typedef struct view_hdr {
    alignas(max_align_t) void *next;
} view_hdr;

static void *value_of(view_hdr *h) { return h + 1; }
static view_hdr *hdr_of(void *value) { return (view_hdr *)value - 1; }

void forkc_reducer_new_view(forkc_reducer_views *v, size_t size, void (*identity)(void *)) {
    view_hdr *h = malloc(sizeof *h + (size ? size : 1));
    FORKC_CHECK(h != NULL, "forkc: out of memory for a reducer view of %zu bytes", size);
    h->next = NULL;
    identity(value_of(h));
    if (v->tail)
        hdr_of(v->tail)->next = h;
    else
        v->head = h;
    v->tail = value_of(h);
}

void forkc_reducer_fold_(forkc_reducer_views *v, void (*reduce)(void *, void *)) {
    for (view_hdr *h = v->head; h;) {
        view_hdr *next = h->next;
        reduce(v->leftmost, value_of(h));
        free(h);
        h = next;
    }
    v->head = NULL;
    v->tail = NULL;
}

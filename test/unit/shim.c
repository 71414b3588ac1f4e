#include "shim.h"

#include "barrier.h"
#include "deque.h"
#include "stacklet.h"
#include "topology.h"

#include <stdlib.h>
#include <string.h>

struct shim_deque {
    forkc_worker w; /* push/pop in abi.h work on a worker's deque */
};

#define SHIM_ITEMS (1u << 22)
static forkc_frame *item_base(void) {
    static char *base;
    if (!base)
        base = malloc(SHIM_ITEMS);
    return (forkc_frame *)(void *)base;
}

void *shim_item(size_t i) { return (char *)item_base() + (i % SHIM_ITEMS); }
long shim_index(void *item) {
    long d = (long)((char *)item - (char *)item_base());
    return d >= 0 && d < (long)SHIM_ITEMS ? d : -1;
}

shim_deque *shim_deque_create(size_t capacity) {
    (void)item_base();
    shim_deque *d = calloc(1, sizeof *d);
    forkc_i_deque_init(&d->w.deque, capacity);
    return d;
}
void shim_deque_destroy(shim_deque *d) {
    forkc_i_deque_destroy(&d->w.deque);
    free(d);
}
void shim_deque_push(shim_deque *d, void *item) { forkc_push(&d->w, (forkc_frame *)item); }
int shim_deque_pop(shim_deque *d) { return forkc_pop(&d->w); }
void *shim_deque_take(shim_deque *d) { return forkc_i_deque_take(&d->w.deque); }
void *shim_deque_steal_patient(shim_deque *d, unsigned long patience_ns) {
    forkc_stack *seen;
    return forkc_i_deque_steal(&d->w.deque, patience_ns,
                               &(forkc_i_thief){.owner_stack = &d->w.stack, .stack_seen = &seen});
}
void *shim_deque_steal(shim_deque *d) { return shim_deque_steal_patient(d, 0); }

static forkc_stack shim_stacks[8];
void *shim_frame_new(int native) {
    forkc_frame *f = aligned_alloc(16, sizeof *f);
    memset(f, 0, sizeof *f);
    f->native16 = native ? (uint16_t)sizeof *f : 0;
    return f;
}
void shim_frame_free(void *f) { free(f); }
void shim_deque_stamp(shim_deque *d, int tag) {
    forkc_i_deque_stamp_native(&d->w.deque, &shim_stacks[tag]);
}
int shim_frame_stack_tag(void *f) {
    const forkc_frame *x = f;
    return x->flags & FORKC_FRAME_STACK_SET ? (int)(x->stack - shim_stacks) : -1;
}
void *shim_deque_steal_seen(shim_deque *d, int owner_tag, int *seen_tag) {
    forkc_stack *seen = NULL;
    d->w.stack = &shim_stacks[owner_tag];
    void *x = forkc_i_deque_steal(&d->w.deque, 0,
                                  &(forkc_i_thief){.owner_stack = &d->w.stack, .stack_seen = &seen});
    *seen_tag = seen ? (int)(seen - shim_stacks) : -1;
    return x;
}
int shim_barrier_available(void) { return forkc_i_barrier_available(); }
unsigned long shim_deque_exposed(shim_deque *d) {
    return (unsigned long)atomic_load(&d->w.deque.exposed);
}
long shim_deque_public(shim_deque *d) {
    return (long)(atomic_load(&d->w.deque.split) - atomic_load(&d->w.deque.top));
}
long shim_deque_size(shim_deque *d) { return (long)forkc_i_deque_size(&d->w.deque); }

struct shim_stack {
    forkc_i_stack *s;
};
shim_stack *shim_stack_new(void) {
    shim_stack *s = malloc(sizeof *s);
    s->s = forkc_i_stack_new(NULL);
    return s;
}
void shim_stack_delete(shim_stack *s) {
    forkc_i_stack_delete(s->s);
    free(s);
}
void *shim_stack_bump(shim_stack *s, size_t size) { return forkc_i_stack_bump(s->s, size); }
void shim_stack_unbump(shim_stack *s, void *p, size_t size) { forkc_i_stack_unbump(s->s, p, size); }
size_t shim_stack_heap_bytes(shim_stack *s) { return forkc_i_stack_heap_bytes(s->s); }
size_t shim_stack_header_bytes(void) { return forkc_round_(sizeof(forkc_stacklet)); }
int shim_stack_is_empty(shim_stack *s) { return forkc_i_stack_is_empty(s->s); }

int shim_topology(unsigned workers, const char *synthetic, unsigned *nodes, unsigned *node_of,
                  unsigned *distance, double *weight) {
    return shim_topology_at(workers, synthetic, 0, nodes, node_of, distance, weight);
}

int shim_topology_at(unsigned workers, const char *synthetic, unsigned first, unsigned *nodes,
                     unsigned *node_of, unsigned *distance, double *weight) {
    forkc_i_topology t;
    int err = forkc_i_topology_build(&t, workers, synthetic, first);
    if (err)
        return err;
    *nodes = t.nodes;
    for (unsigned i = 0; i < workers; i++) {
        node_of[i] = t.node_of[i];
        for (unsigned j = 0; j < workers; j++) {
            distance[i * workers + j] = forkc_i_topology_distance(&t, i, j);
            weight[i * workers + j] = forkc_i_topology_weight(&t, i, j);
        }
    }
    forkc_i_topology_free(&t);
    return 0;
}

int shim_sample_victims(unsigned workers, const char *synthetic, unsigned self, unsigned draws,
                        unsigned *counts) {
    forkc_i_topology t;
    int err = forkc_i_topology_build(&t, workers, synthetic, 0);
    if (err)
        return err;
    uint64_t rng = 0x1234567u;
    for (unsigned k = 0; k < workers; k++)
        counts[k] = 0;
    for (unsigned d = 0; d < draws; d++)
        counts[forkc_i_topology_pick_victim(&t, self, &rng)]++;
    forkc_i_topology_free(&t);
    return 0;
}

#include <stdio.h>
void shim_stack_dump(shim_stack *s) {
    forkc_stacklet *k = s->s->pub.top;
    if (k && k->next)
        fprintf(stderr, "  cached usable=%zu\n", (size_t)(k->next->hi - k->next->lo));
    for (; k; k = k->prev)
        fprintf(stderr, "  stacklet usable=%zu used=%zu\n", (size_t)(k->hi - k->lo),
                (size_t)((k == s->s->pub.top ? s->s->pub.sp : k->saved_sp) - k->lo));
}

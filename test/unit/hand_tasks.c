/*
 * Tasks lowered by hand exactly as libforkplugin.so lowers them (step 1 of
 * docs/design.md §2.1: body in the resume function, locals in the frame).  They are the
 * runtime's tests and the plugin's reference; test/e2e/ has their
 * plugin-compiled twins.
 *
 * Pattern for a task `R f(P p)`:
 *   struct f_frame { forkc_frame hdr; P p; <locals> };
 *   static int f_resume(w, hf)          body, dispatch on hdr.state
 *   void __forkc_entry_f(w, parent, kind, R *ret, P p)
 *                                       allocate frame, copy args, push the
 *                                       parent if spawned (Alg. 3), run
 *   R f(P p)                            plain C callers: forkc_call_root
 */
#include "hand_tasks.h"

#include <forkc/abi.h>
#include <forkc.h>
#include <string.h>

/* ------------------------------------------------------------------------
 * fork_task long fib(int n) {
 *     if (n < 2) return n;
 *     long a, b;
 *     a = fork_spawn(fib(n - 1));
 *     b = fib(n - 2);
 *     fork_join();
 *     return a + b;
 * }
 */
struct fib_frame {
    forkc_frame hdr;
    int n;
    long a, b;
};
static int fib_resume(forkc_worker *w, forkc_frame *hf);

void __forkc_entry_hand_fib(forkc_worker *w, forkc_frame *parent, unsigned kind, long *ret, int n) {
    struct fib_frame *f =
        (struct fib_frame *)forkc_frame_alloc(w, sizeof *f, fib_resume, parent, kind, ret);
    f->n = n;
    if (kind == FORKC_KIND_SPAWNED)
        forkc_push(w, parent); /* libfork Alg. 3 line 7 */
    fib_resume(w, &f->hdr);
}

static int fib_resume(forkc_worker *w, forkc_frame *hf) {
    struct fib_frame *f = (struct fib_frame *)hf;
    switch (hf->state) {
    case 1: goto resume_1;
    case 2: goto resume_2;
    case 3: goto resume_3;
    case 4: goto resume_4;
    case 5: goto resume_5;
    default: break;
    }
    if (f->n < 2) {
        hf->state = 4; /* return n: implicit join first */
        if (!forkc_join(w, hf))
            return FORKC_SUSPENDED;
    resume_4:
        if (hf->ret)
            *(long *)hf->ret = f->n;
        goto epilogue;
    }
    /* a = fork_spawn(fib(n - 1)); */
    hf->state = 1;
    __forkc_entry_hand_fib(w, hf, FORKC_KIND_SPAWNED, &f->a, f->n - 1);
    if (!forkc_pop(w))
        forkc_stolen(w, hf);
resume_1:
    /* b = fib(n - 2); */
    hf->state = 2;
    __forkc_entry_hand_fib(w, hf, FORKC_KIND_CALLED, &f->b, f->n - 2);
resume_2:
    /* fork_join(); */
    hf->state = 3;
    if (!forkc_join(w, hf))
        return FORKC_SUSPENDED;
resume_3:
    /* return a + b; */
    hf->state = 5;
    if (!forkc_join(w, hf))
        return FORKC_SUSPENDED;
resume_5:
    if (hf->ret)
        *(long *)hf->ret = f->a + f->b;
epilogue:
    forkc_frame_free(w, hf, sizeof *f);
    return FORKC_DONE;
}

struct fib_args {
    int n;
};
static void fib_root(forkc_worker *w, forkc_frame *root, void *args, void *ret) {
    struct fib_args *a = args;
    __forkc_entry_hand_fib(w, root, FORKC_KIND_ROOT, ret, a->n);
}
long hand_fib(int n) {
    long r;
    struct fib_args a = {n};
    forkc_call_root(fib_root, &a, &r);
    return r;
}

/* ------------------------------------------------------------------------
 * A plain C leaf, spawned.
 */
static int leaf_spin; /* busy work per leaf, so continuations wait to be stolen */
void hand_set_leaf_work(int spin) { leaf_spin = spin; }
static long leaf_square(long x) {
    for (volatile int k = 0; k < leaf_spin; k++) {
    }
    return x * x;
}

/* ------------------------------------------------------------------------
 * fork_task long spawn_loop(long n) {      sum of i*i for i < n, one child each
 *     long *out = forkc_stack_alloc(n * sizeof *out);
 *     for (long i = 0; i < n; i++)
 *         out[i] = fork_spawn(leaf_square(i));     (plain C child)
 *     fork_join();
 *     long s = 0;
 *     for (long i = 0; i < n; i++) s += out[i];
 *     forkc_stack_free(out);
 *     return s;
 * }
 */
struct loop_frame {
    forkc_frame hdr;
    long n;
    long *out;
    long i;
    long s;
    long i2;
};
static int loop_resume(forkc_worker *w, forkc_frame *hf);

void __forkc_entry_hand_spawn_loop(forkc_worker *w, forkc_frame *parent, unsigned kind, long *ret,
                                   long n) {
    struct loop_frame *f =
        (struct loop_frame *)forkc_frame_alloc(w, sizeof *f, loop_resume, parent, kind, ret);
    f->n = n;
    if (kind == FORKC_KIND_SPAWNED)
        forkc_push(w, parent);
    loop_resume(w, &f->hdr);
}

static int loop_resume(forkc_worker *w, forkc_frame *hf) {
    struct loop_frame *f = (struct loop_frame *)hf;
    switch (hf->state) {
    case 1: goto resume_1;
    case 2: goto resume_2;
    case 3: goto resume_3;
    default: break;
    }
    f->out = forkc_stack_alloc_in(w, hf, (size_t)f->n * sizeof *f->out);
    for (f->i = 0; f->i < f->n; f->i++) {
        { /* out[i] = fork_spawn(leaf_square(i)); a plain C child */
            long *dst = &f->out[f->i];
            long a0 = f->i;
            hf->state = 1;
            forkc_push(w, hf);
            *dst = leaf_square(a0);
            if (!forkc_pop(w))
                forkc_stolen(w, hf);
        }
    resume_1:;
    }
    hf->state = 2;
    if (!forkc_join(w, hf))
        return FORKC_SUSPENDED;
resume_2:
    f->s = 0;
    for (f->i2 = 0; f->i2 < f->n; f->i2++)
        f->s += f->out[f->i2];
    forkc_stack_free_in(w, hf, f->out);
    hf->state = 3;
    if (!forkc_join(w, hf))
        return FORKC_SUSPENDED;
resume_3:
    if (hf->ret)
        *(long *)hf->ret = f->s;
    forkc_frame_free(w, hf, sizeof *f);
    return FORKC_DONE;
}

struct loop_args {
    long n;
};
static void loop_root(forkc_worker *w, forkc_frame *root, void *args, void *ret) {
    struct loop_args *a = args;
    __forkc_entry_hand_spawn_loop(w, root, FORKC_KIND_ROOT, ret, a->n);
}
long hand_spawn_loop(long n) {
    long r;
    struct loop_args a = {n};
    forkc_call_root(loop_root, &a, &r);
    return r;
}

/* ------------------------------------------------------------------------
 * Explicit scheduling and nested roots.
 *
 * fork_task int hop(int target) {          returns the worker it ended on
 *     forkc_resume_on(target);
 *     return forkc_current_worker();
 * }
 * int plain_c_calls_fib(int n) { return (int)hand_fib(n); }   plain C
 * fork_task long nested(int n) {           task -> plain C -> task
 *     long a = fork_spawn(plain_c_calls_fib(n));
 *     long b = plain_c_calls_fib(n - 1);
 *     fork_join();
 *     return a + b;
 * }
 */
struct hop_frame {
    forkc_frame hdr;
    int target;
};
static int hop_resume(forkc_worker *w, forkc_frame *hf);

void __forkc_entry_hand_hop(forkc_worker *w, forkc_frame *parent, unsigned kind, int *ret,
                            int target) {
    struct hop_frame *f =
        (struct hop_frame *)forkc_frame_alloc(w, sizeof *f, hop_resume, parent, kind, ret);
    f->target = target;
    if (kind == FORKC_KIND_SPAWNED)
        forkc_push(w, parent);
    hop_resume(w, &f->hdr);
}

static int hop_resume(forkc_worker *w, forkc_frame *hf) {
    struct hop_frame *f = (struct hop_frame *)hf;
    switch (hf->state) {
    case 1: goto resume_1;
    default: break;
    }
    hf->state = 1;
    forkc_move_to(w, hf, (unsigned)f->target);
resume_1:
    if (hf->ret)
        *(int *)hf->ret = (int)forkc_worker_index(w);
    forkc_frame_free(w, hf, sizeof *f);
    return FORKC_DONE;
}

struct hop_args {
    int target;
};
static void hop_root(forkc_worker *w, forkc_frame *root, void *args, void *ret) {
    struct hop_args *a = args;
    __forkc_entry_hand_hop(w, root, FORKC_KIND_ROOT, ret, a->target);
}
int hand_hop(int target) {
    int r;
    struct hop_args a = {target};
    forkc_call_root(hop_root, &a, &r);
    return r;
}

/*
 * fork_task long hop_sum(int n, int workers) {   spawns n children that each
 *     long parts[64];                              hop to worker i % workers
 *     for (int i = 0; i < n; i++)                  and back; sums (i+1)
 *         parts[i] = fork_spawn(hop_back(i % workers, i + 1));
 *     fork_join();
 *     long s = 0; for (int i = 0; i < n; i++) s += parts[i];
 *     return s;
 * }
 * fork_task long hop_back(int target, long v) {
 *     forkc_resume_on(target);
 *     long x = fib(10);              a call on the new worker
 *     return v + x - 55;
 * }
 */
struct hb_frame {
    forkc_frame hdr;
    int target;
    long v;
    long x;
};
static int hb_resume(forkc_worker *w, forkc_frame *hf);
static void hb_entry(forkc_worker *w, forkc_frame *parent, unsigned kind, long *ret, int target,
                     long v) {
    struct hb_frame *f =
        (struct hb_frame *)forkc_frame_alloc(w, sizeof *f, hb_resume, parent, kind, ret);
    f->target = target;
    f->v = v;
    if (kind == FORKC_KIND_SPAWNED)
        forkc_push(w, parent);
    hb_resume(w, &f->hdr);
}
static int hb_resume(forkc_worker *w, forkc_frame *hf) {
    struct hb_frame *f = (struct hb_frame *)hf;
    switch (hf->state) {
    case 1: goto resume_1;
    case 2: goto resume_2;
    default: break;
    }
    hf->state = 1;
    forkc_move_to(w, hf, (unsigned)f->target);
resume_1:
    hf->state = 2;
    __forkc_entry_hand_fib(w, hf, FORKC_KIND_CALLED, &f->x, 10);
resume_2:
    if (hf->ret)
        *(long *)hf->ret = f->v + f->x - 55;
    forkc_frame_free(w, hf, sizeof *f);
    return FORKC_DONE;
}

struct hs_frame {
    forkc_frame hdr;
    int n, workers;
    long parts[64];
    int i;
    long s;
    int j;
};
static int hs_resume(forkc_worker *w, forkc_frame *hf);
static void hs_entry(forkc_worker *w, forkc_frame *parent, unsigned kind, long *ret, int n,
                     int workers) {
    struct hs_frame *f =
        (struct hs_frame *)forkc_frame_alloc(w, sizeof *f, hs_resume, parent, kind, ret);
    f->n = n;
    f->workers = workers;
    if (kind == FORKC_KIND_SPAWNED)
        forkc_push(w, parent);
    hs_resume(w, &f->hdr);
}
static int hs_resume(forkc_worker *w, forkc_frame *hf) {
    struct hs_frame *f = (struct hs_frame *)hf;
    switch (hf->state) {
    case 1: goto resume_1;
    case 2: goto resume_2;
    case 3: goto resume_3;
    default: break;
    }
    for (f->i = 0; f->i < f->n; f->i++) {
        hf->state = 1;
        hb_entry(w, hf, FORKC_KIND_SPAWNED, &f->parts[f->i], f->i % f->workers, f->i + 1);
        if (!forkc_pop(w))
            forkc_stolen(w, hf);
    resume_1:;
    }
    hf->state = 2;
    if (!forkc_join(w, hf))
        return FORKC_SUSPENDED;
resume_2:
    f->s = 0;
    for (f->j = 0; f->j < f->n; f->j++)
        f->s += f->parts[f->j];
    hf->state = 3;
    if (!forkc_join(w, hf))
        return FORKC_SUSPENDED;
resume_3:
    if (hf->ret)
        *(long *)hf->ret = f->s;
    forkc_frame_free(w, hf, sizeof *f);
    return FORKC_DONE;
}
struct hs_args {
    int n, workers;
};
static void hs_root(forkc_worker *w, forkc_frame *root, void *args, void *ret) {
    struct hs_args *a = args;
    hs_entry(w, root, FORKC_KIND_ROOT, ret, a->n, a->workers);
}
long hand_hop_sum(int n, int workers) {
    long r;
    struct hs_args a = {n, workers};
    forkc_call_root(hs_root, &a, &r);
    return r;
}

int plain_c_calls_fib(int n) { return (int)hand_fib(n); }

struct nested_frame {
    forkc_frame hdr;
    int n;
    long a, b;
};
static int nested_resume(forkc_worker *w, forkc_frame *hf);
static void nested_entry(forkc_worker *w, forkc_frame *parent, unsigned kind, long *ret, int n) {
    struct nested_frame *f =
        (struct nested_frame *)forkc_frame_alloc(w, sizeof *f, nested_resume, parent, kind, ret);
    f->n = n;
    if (kind == FORKC_KIND_SPAWNED)
        forkc_push(w, parent);
    nested_resume(w, &f->hdr);
}
static int nested_resume(forkc_worker *w, forkc_frame *hf) {
    struct nested_frame *f = (struct nested_frame *)hf;
    switch (hf->state) {
    case 1: goto resume_1;
    case 2: goto resume_2;
    case 3: goto resume_3;
    default: break;
    }
    { /* a = fork_spawn(plain_c_calls_fib(n)); plain C child making a nested root */
        long *dst = &f->a;
        int a0 = f->n;
        hf->state = 1;
        forkc_push(w, hf);
        *dst = plain_c_calls_fib(a0);
        if (!forkc_pop(w))
            forkc_stolen(w, hf);
    }
resume_1:
    f->b = plain_c_calls_fib(f->n - 1);
    hf->state = 2;
    if (!forkc_join(w, hf))
        return FORKC_SUSPENDED;
resume_2:
    hf->state = 3;
    if (!forkc_join(w, hf))
        return FORKC_SUSPENDED;
resume_3:
    if (hf->ret)
        *(long *)hf->ret = f->a + f->b;
    forkc_frame_free(w, hf, sizeof *f);
    return FORKC_DONE;
}
struct nested_args {
    int n;
};
static void nested_root(forkc_worker *w, forkc_frame *root, void *args, void *ret) {
    struct nested_args *a = args;
    nested_entry(w, root, FORKC_KIND_ROOT, ret, a->n);
}
long hand_nested(int n) {
    long r;
    struct nested_args a = {n};
    forkc_call_root(nested_root, &a, &r);
    return r;
}

/* Serial references, for checking. */
long ref_fib(int n) { return n < 2 ? n : ref_fib(n - 1) + ref_fib(n - 2); }
long ref_spawn_loop(long n) {
    long s = 0;
    for (long i = 0; i < n; i++)
        s += i * i;
    return s;
}

/* ------------------------------------------------------------------------
 * Misuse, for the death tests.
 * fork_task int stack_misuse(int mode) {
 *     if (mode >= 2) return stack_use(mode);
 *     char *a = forkc_stack_alloc(32), *b = forkc_stack_alloc(32);
 *     if (mode == 0) { forkc_stack_free(a); forkc_stack_free(b); } out of order
 *     return 0;                            mode 1: returns holding a and b
 * }
 * Modes 2 and 3 (stack_use) are correct uses: a block of 32 bytes (above
 * the frame in its stacklet) or of 64 KiB (which starts a stacklet of its
 * own), a frame made and freed above it, then the block freed.  Plain C
 * that leaves a block behind is test/lit/stack-alloc-misuse.c.
 */
struct misuse_frame {
    forkc_frame hdr;
    int mode;
    char *a, *b;
};
static int misuse_resume(forkc_worker *w, forkc_frame *hf);
static int stack_use(forkc_worker *w, forkc_frame *hf, int mode) {
    size_t size = mode == 2 ? 32 : (size_t)64 * 1024;
    char *block = forkc_stack_alloc_in(w, hf, size);
    memset(block, 1, size);
    forkc_frame *g = forkc_frame_alloc(w, 96, misuse_resume, hf, FORKC_KIND_CALLED, NULL);
    forkc_frame_free(w, g, 96);
    forkc_stack_free_in(w, hf, block);
    return 1;
}
static int misuse_resume(forkc_worker *w, forkc_frame *hf) {
    struct misuse_frame *f = (struct misuse_frame *)hf;
    if (f->mode >= 2) {
        int r = stack_use(w, hf, f->mode);
        if (hf->ret)
            *(int *)hf->ret = r;
        forkc_frame_free(w, hf, sizeof *f);
        return FORKC_DONE;
    }
    f->a = forkc_stack_alloc_in(w, hf, 32);
    f->b = forkc_stack_alloc_in(w, hf, 32);
    if (f->mode == 0) {
        forkc_stack_free_in(w, hf, f->a);
        forkc_stack_free_in(w, hf, f->b);
    }
    if (hf->ret)
        *(int *)hf->ret = 0;
    forkc_frame_free(w, hf, sizeof *f);
    return FORKC_DONE;
}
static void misuse_root(forkc_worker *w, forkc_frame *root, void *args, void *ret) {
    struct misuse_frame *f = (struct misuse_frame *)forkc_frame_alloc(
        w, sizeof *f, misuse_resume, root, FORKC_KIND_ROOT, ret);
    f->mode = *(int *)args;
    misuse_resume(w, &f->hdr);
}
int hand_stack_misuse(int mode) {
    int r;
    forkc_call_root(misuse_root, &mode, &r);
    return r;
}

/*
 * Segmented OS stacks: recursion as deep as memory allows (libfork's
 * promise, seeds/000 Section III-A, kept for the activations that run on the
 * OS stack).  A fast clone calls its children natively, so a chain of task
 * calls or spawns grows the OS stack like plain C.  Each fast clone compares
 * its stack pointer with the worker's os_limit (abi.h, FORKC_OS_LOW_); below
 * it, the activation is run again at the top of a fresh segment
 * (forkc_os_extend_, worker_owned.c), as gcc's -fsplit-stack and Go's
 * segmented stacks continue on a new stacklet, here at the granularity of a
 * task activation: the check costs a load and a compare per activation, and
 * plain C between tasks runs unchanged.
 *
 * A segment is left by returning through it, or dies when the worker cuts
 * its OS stack back to a scheduling context below it (a failed pop, a
 * moved frame: worker_owned.c, forkc_i_worker_leave).  Segments are kept
 * for the next descent, in nesting order, so a segment's address space is
 * reused at the same depth and memory stays proportional to the deepest
 * chain.  Each is placed below the one it extends where the address space
 * allows, so that deeper activations have lower addresses, as on one stack
 * (ThreadSanitizer's setjmp bookkeeping assumes it).
 */
#include "osstack.h"

#include "errors.h"

#include <pthread.h>
#include <stdint.h>
#include <sys/mman.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FORKC_I_OSSTACK_ASAN 1
#endif
#endif
#if !defined(FORKC_I_OSSTACK_ASAN) && defined(__SANITIZE_ADDRESS__)
#define FORKC_I_OSSTACK_ASAN 1
#endif
#ifdef FORKC_I_OSSTACK_ASAN
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#endif

struct forkc_i_oseg {
    char *map;                 /* the mapping: guard, then the usable range */
    char *lo, *hi;             /* usable: [lo, hi); this header sits at hi  */
    forkc_i_oseg *outer;       /* the segment it extends; NULL: the thread's */
    forkc_i_oseg *inner;       /* the next one down, once made              */
    void *asan_fake_below;     /* AddressSanitizer: the fake stack of, and  */
    const void *asan_below_lo; /*   the bounds of, the stack it extends     */
    size_t asan_below_size;
};

/* ---- switching: call fn(arg) with the stack pointer at `top` ----
 * The caller's frame pointer keeps the way back, so debuggers and
 * unwinders walk from a segment into the stack it extends. */
#if defined(__x86_64__) && defined(__ELF__)
#define FORKC_I_OSSTACK_SWITCH 1
__asm__(".text\n"
        ".p2align 4\n"
        ".type forkc_i_osseg_call_, @function\n"
        "forkc_i_osseg_call_:\n"
        ".cfi_startproc\n"
        "pushq %rbp\n"
        ".cfi_def_cfa_offset 16\n"
        ".cfi_offset %rbp, -16\n"
        "movq %rsp, %rbp\n"
        ".cfi_def_cfa_register %rbp\n"
        "andq $-16, %rdi\n"
        "movq %rdi, %rsp\n"
        "movq %rdx, %rdi\n"
        "callq *%rsi\n"
        "movq %rbp, %rsp\n"
        "popq %rbp\n"
        ".cfi_def_cfa %rsp, 8\n"
        "retq\n"
        ".cfi_endproc\n"
        ".size forkc_i_osseg_call_, .-forkc_i_osseg_call_\n");
#elif defined(__aarch64__) && defined(__ELF__)
#define FORKC_I_OSSTACK_SWITCH 1
__asm__(".text\n"
        ".p2align 4\n"
        ".type forkc_i_osseg_call_, %function\n"
        "forkc_i_osseg_call_:\n"
        ".cfi_startproc\n"
        "stp x29, x30, [sp, #-16]!\n"
        ".cfi_def_cfa_offset 16\n"
        ".cfi_offset x29, -16\n"
        ".cfi_offset x30, -8\n"
        "mov x29, sp\n"
        ".cfi_def_cfa_register x29\n"
        "and x0, x0, #0xfffffffffffffff0\n"
        "mov sp, x0\n"
        "mov x0, x2\n"
        "blr x1\n"
        "mov sp, x29\n"
        ".cfi_def_cfa_register sp\n"
        "ldp x29, x30, [sp], #16\n"
        ".cfi_def_cfa_offset 0\n"
        ".cfi_restore x29\n"
        ".cfi_restore x30\n"
        "ret\n"
        ".cfi_endproc\n"
        ".size forkc_i_osseg_call_, .-forkc_i_osseg_call_\n");
#endif
#ifdef FORKC_I_OSSTACK_SWITCH
void forkc_i_osseg_call_(char *top, void (*fn)(void *), void *arg) __asm__("forkc_i_osseg_call_");
#endif

/* ---- the thread's own stack ---- */

static _Thread_local char *thread_lo, *thread_hi;

static void thread_bounds(char **lo, char **hi) {
    if (!thread_hi) {
        pthread_attr_t a;
        void *addr = NULL;
        size_t size = 0;
        if (pthread_getattr_np(pthread_self(), &a) == 0) {
            if (pthread_attr_getstack(&a, &addr, &size) != 0)
                addr = NULL;
            pthread_attr_destroy(&a);
        }
        thread_lo = addr ? (char *)addr : NULL;
        thread_hi = addr ? (char *)addr + size : (char *)1; /* looked, unknown */
    }
    *lo = thread_lo;
    *hi = thread_lo ? thread_hi : NULL;
}

void forkc_i_osstack_bind(forkc_i_osstack *s) {
    FORKC_ASSERT(!s->top, "an OS stack bound while one of its segments runs");
#ifdef FORKC_I_OSSTACK_SWITCH
    thread_bounds(&s->lo, &s->hi);
#else
    s->lo = s->hi = NULL;
#endif
}

char *forkc_i_osstack_limit(const forkc_i_osstack *s) {
    /* A thread stack smaller than the margin: every activation on it moves
     * to a segment, which is right. */
    char *lo = s->top ? s->top->lo : s->lo;
    return lo ? lo + FORKC_I_OSSTACK_MARGIN : NULL;
}

/* ---- segments ---- */

static forkc_i_oseg *seg_map(char *below) {
    size_t total = FORKC_I_OSSEG_GUARD + FORKC_I_OSSEG_BYTES;
    int flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE;
#ifdef MAP_STACK
    flags |= MAP_STACK;
#endif
    char *map = MAP_FAILED;
#ifdef MAP_FIXED_NOREPLACE
    /* Below the stack it extends, leaving a guard's width between. */
    if (below && (uintptr_t)below > total + FORKC_I_OSSEG_GUARD) {
        char *want = below - FORKC_I_OSSEG_GUARD - total;
        map = mmap(want, total, PROT_READ | PROT_WRITE, flags | MAP_FIXED_NOREPLACE, -1, 0);
        if (map != MAP_FAILED && map != want) {
            munmap(map, total); /* a kernel without MAP_FIXED_NOREPLACE took it as a hint */
            map = MAP_FAILED;
        }
    }
#endif
    if (map == MAP_FAILED)
        map = mmap(NULL, total, PROT_READ | PROT_WRITE, flags, -1, 0);
    if (map == MAP_FAILED)
        return NULL;
    if (mprotect(map, FORKC_I_OSSEG_GUARD, PROT_NONE) != 0) {
        munmap(map, total);
        return NULL;
    }
    forkc_i_oseg *g = (forkc_i_oseg *)(map + total) - 1;
    g->map = map;
    g->lo = map + FORKC_I_OSSEG_GUARD;
    g->hi = (char *)g;
    g->outer = g->inner = NULL;
    return g;
}

static bool inside(const forkc_i_oseg *g, const void *p) {
    return (const char *)p >= g->lo && (const char *)p < g->hi;
}

typedef struct hop {
    void (*fn)(void *);
    void *arg;
    forkc_i_oseg *seg;
} hop;

static void on_segment(void *p) {
    hop *h = p;
#ifdef FORKC_I_OSSTACK_ASAN
    __sanitizer_finish_switch_fiber(NULL, &h->seg->asan_below_lo, &h->seg->asan_below_size);
#endif
    h->fn(h->arg);
#ifdef FORKC_I_OSSTACK_ASAN
    /* NULL: the segment's fake stack is done with */
    __sanitizer_start_switch_fiber(NULL, h->seg->asan_below_lo, h->seg->asan_below_size);
#endif
}

bool forkc_i_osstack_run(forkc_i_osstack *s, void (*fn)(void *), void *arg, char **limit) {
#ifdef FORKC_I_OSSTACK_SWITCH
    forkc_i_oseg *g = s->top ? s->top->inner : s->first;
    if (!g) {
        g = seg_map(s->top ? s->top->map : s->lo);
        if (!g)
            return false;
        g->outer = s->top;
        if (s->top)
            s->top->inner = g;
        else
            s->first = g;
    }
    FORKC_ASSERT(g->outer == s->top, "OS stack segments entered out of nesting order");
    s->top = g;
    if (++s->depth > s->peak)
        s->peak = s->depth;
    *limit = forkc_i_osstack_limit(s);
    hop h = {fn, arg, g};
#ifdef FORKC_I_OSSTACK_ASAN
    __sanitizer_start_switch_fiber(&g->asan_fake_below, g->lo, (size_t)(g->hi - g->lo));
#endif
    forkc_i_osseg_call_(g->hi, on_segment, &h);
#ifdef FORKC_I_OSSTACK_ASAN
    __sanitizer_finish_switch_fiber(g->asan_fake_below, NULL, NULL);
#endif
    FORKC_ASSERT(s->top == g, "an OS stack segment left out of nesting order");
    s->top = g->outer;
    s->depth--;
    return true;
#else
    (void)s;
    (void)fn;
    (void)arg;
    (void)limit;
    return false;
#endif
}

/* AddressSanitizer keeps the locals of an instrumented activation in a fake
 * frame on its heap (detect_stack_use_after_return), so a context saved
 * there names no stack by its address; the fake frame records the real one.
 * Each stack of the chain has a fake stack of its own: the running stack's
 * is the current one, each stack a segment extends had its own saved in
 * that segment (forkc_i_osstack_run). */
static const void *real_address(const forkc_i_osstack *s, const void *at) {
#ifdef FORKC_I_OSSTACK_ASAN
    union {
        const void *c;
        void *p;
    } a = {at}; /* the interface takes no const */
    void *p = a.p;
    void *real = __asan_addr_is_in_fake_stack(__asan_get_current_fake_stack(), p, NULL, NULL);
    for (const forkc_i_oseg *g = s->top; !real && g; g = g->outer)
        real = __asan_addr_is_in_fake_stack(g->asan_fake_below, p, NULL, NULL);
    return real ? real : at;
#else
    (void)s;
    return at;
#endif
}

void forkc_i_osstack_cut(forkc_i_osstack *s, const void *at) {
    forkc_i_oseg *left = NULL;
    at = real_address(s, at);
    while (s->top && !inside(s->top, at)) {
        left = s->top;
        s->top = left->outer;
        s->depth--;
    }
    FORKC_ASSERT(s->top || !s->lo || ((const char *)at >= s->lo && (const char *)at < s->hi),
                 "a scheduling context on no stack of this worker");
#ifdef FORKC_I_OSSTACK_ASAN
    if (left) {
        /* the stack landed on is the one the outermost segment left extends */
        s->asan_fake = left->asan_fake_below;
        s->asan_landing = true;
        __sanitizer_start_switch_fiber(NULL, left->asan_below_lo, left->asan_below_size);
    }
#else
    (void)left;
#endif
}

void forkc_i_osstack_landed(forkc_i_osstack *s) {
#ifdef FORKC_I_OSSTACK_ASAN
    if (s->asan_landing) {
        s->asan_landing = false;
        __sanitizer_finish_switch_fiber(s->asan_fake, NULL, NULL);
    }
#else
    (void)s;
#endif
}

void forkc_i_osstack_drop(forkc_i_osstack *s) {
    FORKC_ASSERT(!s->top, "OS stack segments dropped while one runs");
    forkc_i_oseg *g = s->first;
    while (g) {
        forkc_i_oseg *inner = g->inner;
        munmap(g->map, FORKC_I_OSSEG_GUARD + FORKC_I_OSSEG_BYTES);
        g = inner;
    }
    s->first = NULL;
    s->depth = 0;
}

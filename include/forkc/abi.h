/*
 * forkc/abi.h -- the single contract between code lowered by libforkplugin.so
 * and the libforkc runtime.  See docs/abi.md for the protocol.
 *
 * Lowered code may use only what is declared here.  The runtime may change
 * anything not declared here without breaking compiled objects; a change to
 * this file bumps FORKC_ABI_VERSION.
 *
 * Execution model in one paragraph: every task activation owns a frame on a
 * segmented stack ("stack", libfork III-A).  A frame runs in its resume
 * function.  A spawn pushes the parent's frame on the worker's deque and then
 * calls the child natively on the OS stack (libfork Alg. 3).  When the child
 * returns, the parent pops; if the pop fails the continuation was stolen and
 * the parent calls forkc_stolen(), which performs the implicit join (Alg. 5,
 * lines 12-22) and leaves the OS stack for the worker's scheduler.  Anything
 * still needed is in frames, so the abandoned OS stack is dead.
 *
 * Index (one line per section, in file order; docs/abi.md has the protocol):
 *   version     FORKC_ABI_VERSION, FORKC_ABI_LAYOUT_V<N> (recorded layouts), FORKC_ABI_SYMBOL;
 *               the check of FORKC_ABI_LAYOUT is at the end of the file
 *   types       forkc_frame (64-byte header), forkc_deque, forkc_worker, forkc_stack
 *   slow paths  forkc_stack_alloc_slow_, forkc_frame_free_slow_/_heap_, forkc_deque_push_slow_,
 *               forkc_pop_slow_, forkc_join_slow_, forkc_stolen, forkc_stolen_dest, forkc_move_to_
 *   frames      forkc_frame_alloc(_at), forkc_frame_local_at, forkc_frame_free/_release/_finish
 *   deque       forkc_push, forkc_pop (owner side)
 *   operations  forkc_join, forkc_move_to
 *   roots       forkc_call_root, forkc_nested_enter/_leave/_wait_, forkc_root_rec
 *   reducers    forkc_reducer_new_view/_current/_fold, forkc_hyper_view (static storage)
 *   work/span   forkc_wsp_*_ (only with -fplugin-arg-forkplugin-workspan)
 *   loops       forkc_for_grain_, forkc_for_misuse_
 *   stack API   forkc_stack_alloc_in, forkc_stack_free_in, forkc_alloca_in/_free_in,
 *               forkc_worker_index
 */
#ifndef FORKC_ABI_H
#define FORKC_ABI_H

/* Lowered code compiles under the user's -std and warnings (-std=c99 and
 * -pedantic included): what this contract needs of C11 and GNU C (_Atomic,
 * anonymous unions, _Static_assert) is forkc's, so it is a system header
 * there.  The runtime's own build still sees every warning. */
#if defined(__FORKC_LOWERED__) && (defined(__GNUC__) || defined(__clang__))
#pragma GCC system_header
#endif

#include <setjmp.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The ABI's version (docs/abi.md, "Versioning").  Changing a struct below
 * changes FORKC_ABI_LAYOUT (end of this file), and the build stops until
 * the version is bumped and the new layout recorded: a layout change is
 * these two lines, FORKC_ABI_VERSION N+1 and FORKC_ABI_LAYOUT_V<N+1>. */
#define FORKC_ABI_VERSION 15

/* FORKC_ABI_LAYOUT as each version had it, from 14 on; the build checks the
 * one of FORKC_ABI_VERSION.  Keep the old lines: they are the record.  The
 * value is the same on x86-64 and AArch64 (LP64; the platform's jmp_buf
 * is left out of it).  `cmake --build build --target abi-fingerprint`
 * prints the line to add; a version that changes no layout repeats the
 * previous value. */
#define FORKC_ABI_LAYOUT_V14 0x7fb3567962113c79ull
#define FORKC_ABI_LAYOUT_V15 0x299a711e620dfd99ull

#define FORKC_ABI_CAT2_(a, b) a##b
#define FORKC_ABI_CAT_(a, b) FORKC_ABI_CAT2_(a, b)
#define FORKC_ABI_STR2_(x) #x
#define FORKC_ABI_STR_(x) FORKC_ABI_STR2_(x)
#define FORKC_ABI_LAYOUT_RECORDED FORKC_ABI_CAT_(FORKC_ABI_LAYOUT_V, FORKC_ABI_VERSION)

/* Enforcement: every lowered translation unit references the runtime's
 * symbol for this version, forkc_abi_version_<FORKC_ABI_VERSION> (pasted
 * from the number, so the two cannot disagree), and an object lowered
 * against another abi.h fails to link with "undefined reference to
 * `forkc_abi_version_N'" instead of running with a mismatched frame or
 * deque layout. */
#define FORKC_ABI_SYMBOL FORKC_ABI_CAT_(forkc_abi_version_, FORKC_ABI_VERSION)
extern const int FORKC_ABI_SYMBOL;
#ifdef __FORKC_LOWERED__
__attribute__((used)) static const int *const forkc_abi_check_ = &FORKC_ABI_SYMBOL;
#endif

/* The layout fingerprint (OpenCilk's cheetah hashes its frame's field
 * offsets into `frame_magic` the same way): a constant expression, C11 and
 * C++, of the offset and size of every field of every struct below that
 * lowered code or the runtime's inline paths read, each struct's size and
 * alignment, and the protocol's constants.  Term k of struct s is
 * W(s, k) * (a * 65537 + b) mod 2^64, W odd: one value that changes always
 * changes the sum, and so do two fields of one size swapped (the weights of
 * one struct's k < 64 differ within their 14 low bits).  Each struct's list
 * follows it (FORKC_ABI_LAYOUT_<STRUCT>_): a new field gets the next k of
 * its struct, the lines of the others stay as they are.  The platform's
 * jmp_buf (forkc_ctx) enters only as its offset and as what lies past it, so
 * the value is the same on every LP64 target whose jmp_buf is 8-aligned
 * (x86-64: 200 bytes, AArch64: 312). */
#ifdef __cplusplus
#define FORKC_ABI_ALIGNOF_(T) alignof(T)
#define FORKC_ABI_ASSERT_(e, m) static_assert(e, m)
#else
#define FORKC_ABI_ALIGNOF_(T) _Alignof(T)
#define FORKC_ABI_ASSERT_(e, m) _Static_assert(e, m)
#endif
#define FORKC_ABI_MIX_(x) (((x) * 0x9e3779b97f4a7c15ull) ^ (((x) * 0x9e3779b97f4a7c15ull) >> 29))
#define FORKC_ABI_W_(s, k) ((FORKC_ABI_MIX_((s) * 64ull + (k)) * 0xbf58476d1ce4e5b9ull) | 1u)
#define FORKC_ABI_TERM_(s, k, a, b)                                                                \
    (FORKC_ABI_W_(s, k) * ((unsigned long long)(a) * 65537u + (unsigned long long)(b)))
#define FORKC_ABI_FIELD_(s, k, T, m) FORKC_ABI_TERM_(s, k, offsetof(T, m), sizeof(((T *)0)->m))
#define FORKC_ABI_TYPE_(s, T) FORKC_ABI_TERM_(s, 0, sizeof(T), FORKC_ABI_ALIGNOF_(T))
#define FORKC_ABI_CONST_(k, v) FORKC_ABI_TERM_(0, k, v, 0)
#define FORKC_ABI_JMPBUF_ sizeof(jmp_buf)

#if defined(__GNUC__) || defined(__clang__)
#define FORKC_LIKELY(x) __builtin_expect(!!(x), 1)
#define FORKC_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define FORKC_NORETURN __attribute__((noreturn))
#else
#define FORKC_LIKELY(x) (x)
#define FORKC_UNLIKELY(x) (x)
#define FORKC_NORETURN
#endif

typedef struct forkc_frame forkc_frame;
typedef struct forkc_worker forkc_worker;
typedef struct forkc_stack forkc_stack;
typedef struct forkc_stacklet forkc_stacklet;
typedef struct forkc_hypermap forkc_hypermap;

/* What a resume function reports to whoever called it. */
enum forkc_status {
    FORKC_DONE = 0,     /* body finished, result written, frame freed      */
    FORKC_SUSPENDED = 1 /* parked at a join (or moved): do not touch frame */
};

/* How a frame was started: decides what its return does (libfork Alg. 5). */
enum forkc_kind {
    FORKC_KIND_CALLED = 0,  /* return resumes the parent directly         */
    FORKC_KIND_SPAWNED = 1, /* return pops the parent or joins implicitly  */
    FORKC_KIND_ROOT = 2,    /* return completes a root (parent is a record)*/
    FORKC_KIND_ROOTREC = 3  /* a root record's pseudo frame: never runs    */
};

typedef int (*forkc_resume_fn)(forkc_worker *w, forkc_frame *f);

/* forkc_frame.flags (runtime-owned; a fresh frame has none). */
#define FORKC_FRAME_CARRIES_STACK 1u /* a move hands the frame's stack over   */
#define FORKC_FRAME_ON_HEAP 2u       /* a native frame's copy (runtime/native.c) */
#define FORKC_FRAME_ADOPTED 4u       /* a native frame whose copy is published */
#define FORKC_FRAME_STACK_SET 8u     /* a native frame whose `stack` is stored   */

/* nowa split counter (libfork III-B-2): `joins` starts at FORKC_JOIN_INIT.
 * Each child whose parent was stolen subtracts 1 on return; the parent at a
 * join subtracts FORKC_JOIN_INIT - steals.  Whoever brings it to 0 is last. */
#define FORKC_JOIN_INIT 0x40000000u

/* The frame header: first member of every lowered frame struct.  A fresh
 * frame initialises only what a thief or a completion elsewhere reads
 * (forkc_frame_alloc); a leaf activation of a task allocates no frame at all
 * (docs/lowering.md, lazy frames). */
struct forkc_frame {
    forkc_resume_fn resume;   /* the task's resume function ("slow clone")  */
    forkc_frame *parent;      /* spawner/caller; a root record for roots    */
    forkc_stack *stack;       /* the segmented stack this frame lives on; */
                              /*   a native frame's is the runtime's      */
                              /*   (FORKC_FRAME_STACK_SET, runtime/native.c) */
    void *ret;                /* where a result computed elsewhere goes      */
    int32_t state;            /* resume point: 0 = entry                    */
    uint8_t kind;             /* enum forkc_kind                            */
    uint8_t flags;            /* runtime: FORKC_FRAME_CARRIES_STACK, _ON_HEAP */
    uint16_t native16;        /* a local of its fast clone (on the OS stack): */
                              /*   its size in bytes; 0 on a stacklet or heap */
    _Atomic uint32_t steals;  /* steals since the last join: written by   */
                              /*   whoever holds the continuation; a thief */
                              /*   publishes its first (runtime/hypermap.c)*/
    _Atomic uint32_t joins;   /* shared: children + joining parent          */
    union {                   /* runtime-owned, one use at a time:          */
        forkc_frame *sq_next; /*  link in a submission queue (runtime/subq.c) */
        forkc_frame *copy;    /*  a native frame's heap copy (runtime/native.c)*/
    };
    forkc_hypermap *hyper; /* runtime, set on a steal or a move: the     */
                           /*   strands' view maps (runtime/hypermap.c)  */
};

/* The layout docs/abi.md states, pinned. */
_Static_assert(sizeof(forkc_frame) == 64, "forkc_frame is 64 bytes");
_Static_assert(offsetof(forkc_frame, resume) == 0, "forkc_frame.resume at 0");
_Static_assert(offsetof(forkc_frame, parent) == 8, "forkc_frame.parent at 8");
_Static_assert(offsetof(forkc_frame, stack) == 16, "forkc_frame.stack at 16");
_Static_assert(offsetof(forkc_frame, ret) == 24, "forkc_frame.ret at 24");
_Static_assert(offsetof(forkc_frame, state) == 32, "forkc_frame.state at 32");
_Static_assert(offsetof(forkc_frame, kind) == 36, "forkc_frame.kind at 36");
_Static_assert(offsetof(forkc_frame, flags) == 37 && offsetof(forkc_frame, native16) == 38,
               "state, kind, flags and native16 fill the word at 32");
_Static_assert(offsetof(forkc_frame, steals) == 40, "forkc_frame.steals at 40");
_Static_assert(offsetof(forkc_frame, joins) == 44, "forkc_frame.joins at 44");
_Static_assert(offsetof(forkc_frame, sq_next) == 48, "forkc_frame.sq_next at 48");
_Static_assert(offsetof(forkc_frame, hyper) == 56, "forkc_frame.hyper at 56");

/* Every field of forkc_frame, in order (FORKC_ABI_LAYOUT). */
#define FORKC_ABI_LAYOUT_FRAME_                                                                    \
    (FORKC_ABI_TYPE_(1, forkc_frame) + FORKC_ABI_FIELD_(1, 1, forkc_frame, resume) +               \
     FORKC_ABI_FIELD_(1, 2, forkc_frame, parent) + FORKC_ABI_FIELD_(1, 3, forkc_frame, stack) +    \
     FORKC_ABI_FIELD_(1, 4, forkc_frame, ret) + FORKC_ABI_FIELD_(1, 5, forkc_frame, state) +       \
     FORKC_ABI_FIELD_(1, 6, forkc_frame, kind) + FORKC_ABI_FIELD_(1, 7, forkc_frame, flags) +      \
     FORKC_ABI_FIELD_(1, 8, forkc_frame, native16) + FORKC_ABI_FIELD_(1, 9, forkc_frame, steals) + \
     FORKC_ABI_FIELD_(1, 10, forkc_frame, joins) + FORKC_ABI_FIELD_(1, 11, forkc_frame, sq_next) + \
     FORKC_ABI_FIELD_(1, 12, forkc_frame, copy) + FORKC_ABI_FIELD_(1, 13, forkc_frame, hyper))

/* The calling convention of task entries and fast clones: no callee-saved
 * registers (clang >= 19, x86-64 and AArch64).  A leaf activation then saves
 * nothing, and an inner one saves only what is live across its calls, where
 * the C convention makes every activation save six registers.  Lowered code
 * is always compiled by clang with the plugin, so both sides agree.
 *
 * Not under AddressSanitizer (or MemorySanitizer, HWASan): LLVM cannot
 * realign a preserve_none frame that has dynamic allocas, which ASan's
 * use-after-return instrumentation creates.  Because the two conventions pass
 * arguments in different registers, an entry's symbol names its convention
 * (FORKC_ENTRY_SYMBOL): an object built with ASan and one built without that
 * call each other's tasks fail to link instead of crashing. */
#if defined(__clang__) && defined(__has_attribute) && defined(__has_feature) &&                    \
    !defined(__cplusplus)
#if __has_attribute(preserve_none) && (defined(__x86_64__) || defined(__aarch64__)) &&             \
    !__has_feature(address_sanitizer) && !__has_feature(memory_sanitizer) &&                       \
    !__has_feature(hwaddress_sanitizer)
#define FORKC_TASK_CC __attribute__((preserve_none))
#define FORKC_ENTRY_SYMBOL(name) __asm__(name ".pn")
#endif
#endif
#ifndef FORKC_TASK_CC
#define FORKC_TASK_CC
#define FORKC_ENTRY_SYMBOL(name) __asm__(name)
#endif

/* Segmented stack, owner-visible part (libfork III-A, Fig. 4).  `sp` bumps
 * inside [lo, hi) of the top stacklet.  Releases below `floor` take the slow
 * path (the stacklet empties and has work to do, a cached empty stacklet
 * must go, or memory of the stack allocation API may be held above the
 * frame: runtime/stacklet.c). */
struct forkc_stack {
    char *sp;
    char *lo;
    char *hi;
    char *floor;
    forkc_stacklet *top;
};

/* Every field of forkc_stack (FORKC_ABI_LAYOUT). */
#define FORKC_ABI_LAYOUT_STACK_                                                                    \
    (FORKC_ABI_TYPE_(2, forkc_stack) + FORKC_ABI_FIELD_(2, 1, forkc_stack, sp) +                   \
     FORKC_ABI_FIELD_(2, 2, forkc_stack, lo) + FORKC_ABI_FIELD_(2, 3, forkc_stack, hi) +           \
     FORKC_ABI_FIELD_(2, 4, forkc_stack, floor) + FORKC_ABI_FIELD_(2, 5, forkc_stack, top))

/* Work-stealing deque of frame pointers: Chase-Lev (Le et al., PPoPP 2013)
 * split in two like Lace's (van Dijk & van de Pol, 2014).  Items
 * [split, head) are private: the owner pushes and pops them with plain loads
 * and stores, no fence, no locked instruction.  Items [top, split) are
 * public: a Chase-Lev deque whose "bottom" is `split`.  A thief that finds
 * the public part empty sets `want` and lowers `limit` to FORKC_DEQUE_ASKED:
 * the owner's next push, which compares its index with `limit` anyway (the
 * buffer may be full), takes its slow path and publishes the older half of
 * its private items there.  A request the owner leaves unanswered for the
 * pool's patience (it runs a long leaf, plain C, a system call) is served by
 * the thief itself: it claims `exposing`, forces the owner's stores out with
 * an asymmetric fence (membarrier) and takes the oldest private item, at
 * index `split`, with the CAS on `top`.  So the owner's pop of any newer item
 * stays a compare and a store; only the pop of the oldest one stores `head`
 * before it loads `exposing`.  docs/runtime.md has the argument. */
typedef struct forkc_deque_buf {
    int64_t mask; /* capacity - 1, capacity a power of two */
    _Atomic(forkc_frame *) slot[];
} forkc_deque_buf;

/* Every field of forkc_deque_buf (FORKC_ABI_LAYOUT); slot[]: its element. */
#define FORKC_ABI_LAYOUT_DEQUE_BUF_                                                                \
    (FORKC_ABI_TYPE_(3, forkc_deque_buf) + FORKC_ABI_FIELD_(3, 1, forkc_deque_buf, mask) +         \
     FORKC_ABI_TERM_(3, 2, offsetof(forkc_deque_buf, slot),                                        \
                     sizeof(((forkc_deque_buf *)0)->slot[0])))

typedef struct forkc_deque {
    /* the owner's line (a thief reads `head` and writes `exposing` only when */
    /* it exposes an item)                                                   */
    _Atomic int64_t head;          /* next free index                          */
    int64_t split_mine;            /* the owner's copy of `split`              */
    int64_t plain_from;            /* split_mine + 1: items at or above it pop */
                                   /*   with a compare and a store             */
    _Atomic int64_t limit;         /* push takes its slow path at this index:  */
                                   /* buffer full, or FORKC_DEQUE_ASKED        */
    int64_t mask;                  /* capacity - 1 of buf_mine                 */
    _Atomic(forkc_frame *) *slots; /* buf_mine->slot                        */
    forkc_deque_buf *buf_mine;     /* the owner's copy of `buf`                */
    _Atomic uint32_t exposing;     /* FORKC_EXPOSE_*: a thief takes the oldest */
                                   /*   private item itself (runtime/deque.c)  */
    char pad0_[4];
    /* thieves CAS this line */
    _Atomic int64_t top;
    _Atomic uint32_t adopting; /* runtime: thieves between their CAS and the  */
                               /*   end of their adoption (runtime/native.c) */
    char pad1a_[4];
    void *retired;            /* runtime, owner only: buffers replaced by growth */
    _Atomic uint64_t exposed; /* runtime: items thieves exposed (statistics)   */
    char pad1_[32];
    /* the owner publishes, thieves read (and set `want`) */
    _Atomic int64_t split;
    _Atomic(forkc_deque_buf *) buf;
    _Atomic uint32_t want; /* a thief found [top, split) empty and asked */
    char pad2a_[4];
    _Atomic int64_t asked_ns; /* runtime: when the request in `want` began  */
    char pad2_[32];
} forkc_deque;

/* Every field of forkc_deque, padding included (FORKC_ABI_LAYOUT). */
#define FORKC_ABI_LAYOUT_DEQUE_                                                                    \
    (FORKC_ABI_TYPE_(4, forkc_deque) + FORKC_ABI_FIELD_(4, 1, forkc_deque, head) +                 \
     FORKC_ABI_FIELD_(4, 2, forkc_deque, split_mine) +                                             \
     FORKC_ABI_FIELD_(4, 3, forkc_deque, plain_from) +                                             \
     FORKC_ABI_FIELD_(4, 4, forkc_deque, limit) + FORKC_ABI_FIELD_(4, 5, forkc_deque, mask) +      \
     FORKC_ABI_FIELD_(4, 6, forkc_deque, slots) + FORKC_ABI_FIELD_(4, 7, forkc_deque, buf_mine) +  \
     FORKC_ABI_FIELD_(4, 8, forkc_deque, exposing) + FORKC_ABI_FIELD_(4, 9, forkc_deque, pad0_) +  \
     FORKC_ABI_FIELD_(4, 10, forkc_deque, top) + FORKC_ABI_FIELD_(4, 11, forkc_deque, adopting) +  \
     FORKC_ABI_FIELD_(4, 12, forkc_deque, pad1a_) +                                                \
     FORKC_ABI_FIELD_(4, 13, forkc_deque, retired) +                                               \
     FORKC_ABI_FIELD_(4, 14, forkc_deque, exposed) + FORKC_ABI_FIELD_(4, 15, forkc_deque, pad1_) + \
     FORKC_ABI_FIELD_(4, 16, forkc_deque, split) + FORKC_ABI_FIELD_(4, 17, forkc_deque, buf) +     \
     FORKC_ABI_FIELD_(4, 18, forkc_deque, want) + FORKC_ABI_FIELD_(4, 19, forkc_deque, pad2a_) +   \
     FORKC_ABI_FIELD_(4, 20, forkc_deque, asked_ns) + FORKC_ABI_FIELD_(4, 21, forkc_deque, pad2_))

/* forkc_deque.exposing: no thief is exposing; one is (only it writes next);
 * one took the item at the owner's `split_mine` (only the owner writes next,
 * once it has accounted for the item). */
#define FORKC_EXPOSE_NONE 0u
#define FORKC_EXPOSE_BUSY 1u
#define FORKC_EXPOSE_TAKEN 2u

/* `limit` when a thief asked for work: below every index. */
#define FORKC_DEQUE_ASKED INT64_MIN

/* A scheduling context: where a worker's OS stack is cut back to when the
 * native activations above it are dead (a failed pop, a moved frame).  A
 * nested root saves one per call, so it must be cheap: the compiler's
 * __builtin_setjmp saves three words (frame pointer, resume address, stack
 * pointer; the layout gcc and clang share) and makes the saving function
 * keep everything else in memory, where glibc's setjmp saves eight
 * registers and mangles them.  Sanitizers intercept setjmp/longjmp to keep
 * their shadow stacks right, so sanitized code saves with the library's;
 * `libc` says which, and the runtime jumps back the same way.  Clang has
 * the builtins only on some targets (clang 19: x86, 32-bit Arm, PowerPC;
 * not AArch64, where LLVM has no SjLj lowering, and __has_builtin still
 * says yes), so elsewhere it saves with the library's too. */
#if defined(__clang__) &&                                                                          \
    !(defined(__x86_64__) || defined(__i386__) || defined(__arm__) || defined(__powerpc__))
#define FORKC_CTX_NO_BUILTIN_ 1
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__) ||                               \
    !(defined(__GNUC__) || defined(__clang__)) || defined(FORKC_CTX_NO_BUILTIN_)
#define FORKC_CTX_LIBC_ 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) ||                         \
    __has_feature(memory_sanitizer) || __has_feature(hwaddress_sanitizer)
#define FORKC_CTX_LIBC_ 1
#endif
#endif
#ifndef FORKC_CTX_LIBC_
#define FORKC_CTX_LIBC_ 0
#endif

typedef struct forkc_ctx {
    union {
        void *builtin[5]; /* __builtin_setjmp */
        jmp_buf libc;     /* setjmp */
    } buf;
    uint32_t libc; /* which of the two FORKC_CTX_SAVE filled */
} forkc_ctx;

/* Every field of forkc_ctx (FORKC_ABI_LAYOUT), less the platform's jmp_buf: the
 * offsets past it and the sizes that hold it count from its end. */
#define FORKC_ABI_LAYOUT_CTX_                                                                      \
    (FORKC_ABI_TERM_(5, 0, sizeof(forkc_ctx) - FORKC_ABI_JMPBUF_, FORKC_ABI_ALIGNOF_(forkc_ctx)) + \
     FORKC_ABI_TERM_(5, 1, offsetof(forkc_ctx, buf),                                               \
                     sizeof(((forkc_ctx *)0)->buf) - FORKC_ABI_JMPBUF_) +                          \
     FORKC_ABI_FIELD_(5, 2, forkc_ctx, buf.builtin) +                                              \
     FORKC_ABI_TERM_(5, 3, offsetof(forkc_ctx, buf.libc),                                          \
                     sizeof(((forkc_ctx *)0)->buf.libc) - FORKC_ABI_JMPBUF_) +                     \
     FORKC_ABI_TERM_(5, 4, offsetof(forkc_ctx, libc) - FORKC_ABI_JMPBUF_,                          \
                     sizeof(((forkc_ctx *)0)->libc)))

/* FORKC_CTX_INIT(c) first, then `if (FORKC_CTX_SAVE(c) == 0)`: 0 when saved,
 * nonzero when the runtime cut the stack back to it (a macro: setjmp must
 * be called in the function whose activation it resumes). */
#define FORKC_CTX_INIT(c) ((c).libc = FORKC_CTX_LIBC_)
#if FORKC_CTX_LIBC_
#define FORKC_CTX_SAVE(c) setjmp((c).buf.libc)
#else
#define FORKC_CTX_SAVE(c) __builtin_setjmp((c).buf.builtin)
#endif

/* Work/span accounting (-fplugin-arg-forkplugin-workspan, docs/workspan.md):
 * the state of the strand a worker runs, in clock ticks.  `work` and `span`
 * are those of everything that precedes the strand in the program's DAG
 * (span: the longest path to it, measured from its root), `bspan` the span
 * with a burden on every continuation edge (Cilkview, He et al. SPAA'10);
 * `lwork`, `lspan` and `lbspan` collect the spawned children since the last
 * join (their work, the longest path through one of them); `depth` counts
 * the task activations above the strand's, `last` is the work of the last
 * child that returned to it, or the one its own parent had (forkc_wsp_cut_). */
typedef struct forkc_wsp_state_ {
    int64_t work, span, bspan;
    int64_t lwork, lspan, lbspan;
    int64_t depth, last;
} forkc_wsp_state_;

/* Every field of forkc_wsp_state_ (FORKC_ABI_LAYOUT). */
#define FORKC_ABI_LAYOUT_WSP_STATE_                                                                \
    (FORKC_ABI_TYPE_(6, forkc_wsp_state_) + FORKC_ABI_FIELD_(6, 1, forkc_wsp_state_, work) +       \
     FORKC_ABI_FIELD_(6, 2, forkc_wsp_state_, span) +                                              \
     FORKC_ABI_FIELD_(6, 3, forkc_wsp_state_, bspan) +                                             \
     FORKC_ABI_FIELD_(6, 4, forkc_wsp_state_, lwork) +                                             \
     FORKC_ABI_FIELD_(6, 5, forkc_wsp_state_, lspan) +                                             \
     FORKC_ABI_FIELD_(6, 6, forkc_wsp_state_, lbspan) +                                            \
     FORKC_ABI_FIELD_(6, 7, forkc_wsp_state_, depth) +                                             \
     FORKC_ABI_FIELD_(6, 8, forkc_wsp_state_, last))

/* The worker, as lowered code sees it: the rest is the runtime's. */
struct forkc_worker {
    forkc_deque deque;
    forkc_stack *stack;    /* current stack: new frames go here          */
    char *os_limit;        /* an activation whose stack pointer is below */
                           /*   this continues on a new OS stack segment */
                           /*   (FORKC_OS_LOW_); NULL: never             */
    forkc_hypermap *views; /* the running strand's views of reducers with */
                           /*   static storage; NULL: it is the leftmost  */
                           /*   strand, whose views are the variables     */
    /* work/span accounting, instrumented code only (forkc_wsp_*_ below) */
    forkc_wsp_state_ wsp; /* the running strand's                          */
    int64_t wsp_t0;       /* the clock when the running strand began       */
};

/* Every field of forkc_worker lowered code sees (FORKC_ABI_LAYOUT). */
#define FORKC_ABI_LAYOUT_WORKER_                                                                   \
    (FORKC_ABI_TYPE_(7, forkc_worker) + FORKC_ABI_FIELD_(7, 1, forkc_worker, deque) +              \
     FORKC_ABI_FIELD_(7, 2, forkc_worker, stack) + FORKC_ABI_FIELD_(7, 3, forkc_worker, views) +   \
     FORKC_ABI_FIELD_(7, 4, forkc_worker, wsp) + FORKC_ABI_FIELD_(7, 5, forkc_worker, wsp_t0) +    \
     FORKC_ABI_FIELD_(7, 6, forkc_worker, os_limit))

/* The worker running on this thread; NULL off the runtime's workers. */
extern _Thread_local forkc_worker *forkc_tls_worker_;

/* The hooks below carry no debug information (clang): `step` on a spawn
 * line walks over push and pop and into the child, not into this header
 * (docs/debugging.md). */
#if defined(__clang__)
#define FORKC_NODEBUG __attribute__((nodebug))
#else
#define FORKC_NODEBUG
#endif

/* AddressSanitizer (docs/using-forkc.md, "Sanitizers"): a frame's memory is unpoisoned when
 * it is allocated and poisoned again when it is freed, so a use of a frame
 * after its task returned is reported; the lowering poisons a redzone after
 * each array of a frame. */
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FORKC_ASAN_FRAMES 1
#endif
#endif
#if !defined(FORKC_ASAN_FRAMES) && defined(__SANITIZE_ADDRESS__)
#define FORKC_ASAN_FRAMES 1
#endif
#ifdef FORKC_ASAN_FRAMES
#include <sanitizer/asan_interface.h>
#define FORKC_ASAN_UNPOISON_(p, n) __asan_unpoison_memory_region((p), (n))
#define FORKC_ASAN_POISON_(p, n) __asan_poison_memory_region((p), (n))
#else
#define FORKC_ASAN_UNPOISON_(p, n) ((void)0)
#define FORKC_ASAN_POISON_(p, n) ((void)0)
#endif

#define FORKC_FRAME_ALIGN 16u
static inline FORKC_NODEBUG size_t forkc_round_(size_t n) {
    return (n + (FORKC_FRAME_ALIGN - 1)) & ~(size_t)(FORKC_FRAME_ALIGN - 1);
}

/* ---- out-of-line slow paths (runtime/) ---- */

/* The work/span clock where there is no cycle counter: CLOCK_MONOTONIC ns. */
int64_t forkc_wsp_clock_slow_(void);
void *forkc_stack_alloc_slow_(forkc_worker *w, size_t size);
void forkc_frame_free_slow_(forkc_worker *w, forkc_frame *f, size_t size);
void forkc_frame_free_heap_(forkc_worker *w, forkc_frame *f);
void forkc_deque_push_slow_(forkc_worker *w, forkc_frame *f);
int forkc_pop_slow_(forkc_worker *w, int64_t h);
int forkc_join_slow_(forkc_worker *w, forkc_frame *f);
/* The failed pop.  Never returns, but is not declared noreturn: lowered
 * code follows it with a dead return, so that LLVM shrink-wraps the clone
 * that calls it (a noreturn call keeps the prologue in front of a leaf's
 * early return). */
void forkc_stolen(forkc_worker *w, forkc_frame *parent);
/* Before it: where the child's value goes, `dest` or, if that points into
 * native `parent`, the same place in the thief's copy of it. */
void *forkc_stolen_dest(forkc_worker *w, forkc_frame *parent, void *dest);
FORKC_NORETURN void forkc_move_to_(forkc_worker *w, forkc_frame *f, unsigned target);

/* ---- segmented OS stacks (runtime/osstack.c, docs/runtime.md) ----
 * A fast clone calls its children natively, so a deep chain of tasks grows
 * the OS stack.  Each fast clone that can call a task starts with
 *     if (FORKC_UNLIKELY(FORKC_OS_LOW_(__w))) return <the task's deep entry>;
 * and the deep entry packs its arguments and has forkc_os_extend_ run the
 * entry on a fresh segment: a load and a compare per activation. */
/* The instruction that copies the stack pointer into a register. */
#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
#define FORKC_SP_READ_ "movq %%rsp, %0"
#elif (defined(__GNUC__) || defined(__clang__)) && defined(__aarch64__)
#define FORKC_SP_READ_ "mov %0, sp"
#endif
#ifdef FORKC_SP_READ_
#define FORKC_OS_LOW_(w)                                                                           \
    __extension__({                                                                                \
        char *forkc_sp_;                                                                           \
        __asm__(FORKC_SP_READ_ : "=r"(forkc_sp_));                                                 \
        forkc_sp_ < (w)->os_limit;                                                                 \
    })
#else
#define FORKC_OS_LOW_(w) 0
#endif
/* Run fn(arg) at the top of a new OS stack segment of worker w and return
 * when it does; aborts with a message when no segment can be mapped. */
void forkc_os_extend_(forkc_worker *w, void (*fn)(void *), void *arg);

/* ---- frames: on the current stacklet, or a local of the fast clone ---- */

/* Initialise a fresh frame's header: only what a thief or a completion
 * elsewhere reads (docs/abi.md, "Frames").  `native16` is the frame's size
 * when it is a local of its fast clone, 0 on a stacklet.  `stack` is the
 * caller's to store: a native frame has none stored (forkc_frame_local_at). */
static inline FORKC_NODEBUG void forkc_frame_init_(forkc_frame *f, forkc_resume_fn resume,
                                                   forkc_frame *parent, unsigned kind, void *ret,
                                                   int32_t state, uint16_t native16) {
#if defined(__GNUC__) || defined(__clang__)
    if (!f) /* lets a lazily allocating fast clone drop its later "no frame yet?" tests */
        __builtin_unreachable();
#endif
    f->resume = resume;
    f->parent = parent;
    f->ret = ret;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    /* state, kind, flags and native16 are one 8-byte word: one store
     * (docs/benchmarks.md, "Nested roots of leaf tasks, one store fewer per
     * frame") */
    uint64_t word =
        (uint64_t)(uint32_t)state | (uint64_t)(uint8_t)kind << 32 | (uint64_t)native16 << 48;
    __builtin_memcpy(&f->state, &word, sizeof word);
#else
    f->state = state;
    f->kind = (uint8_t)kind;
    f->flags = 0;
    f->native16 = native16;
#endif
    /* A native frame's counters are implicit (no steal, FORKC_JOIN_INIT):
     * only its heap copy is ever stolen from or joined, and the copy gets
     * them (runtime/native.c).  Two instructions fewer per activation. */
    if (native16)
        return;
    atomic_init(&f->steals, 0); /* a plain store */
    /* Not yet shared: a plain store, which the compiler may merge with the
     * one above (sq_next and flags are set when a frame moves). */
    atomic_init(&f->joins, FORKC_JOIN_INIT);
}

/* Bump-allocate and initialise a frame on the worker's current stack, at
 * resume point `state` (0: entry).  `size` is a compile-time constant in
 * lowered code. */
static inline FORKC_NODEBUG forkc_frame *forkc_frame_alloc_at(forkc_worker *w, size_t size,
                                                              forkc_resume_fn resume,
                                                              forkc_frame *parent, unsigned kind,
                                                              void *ret, int32_t state) {
    forkc_stack *s = w->stack;
    size = forkc_round_(size);
    char *p = s->sp;
    if (FORKC_LIKELY((size_t)(s->hi - p) >= size))
        s->sp = p + size;
    else
        p = (char *)forkc_stack_alloc_slow_(w, size);
    FORKC_ASAN_UNPOISON_(p, size);
    /* 16-aligned: through void * for -Wcast-align */
    forkc_frame *f = (forkc_frame *)(void *)p; /* NOLINT(bugprone-casting-through-void) */
    f->stack = s;
    forkc_frame_init_(f, resume, parent, kind, ret, state, 0);
    return f;
}

/* The largest frame that lives as a local of its fast clone. */
#define FORKC_NATIVE_MAX ((size_t)UINT16_MAX)

/* A lazily allocating fast clone's frame: `local`, a variable of the fast
 * clone itself, so on the OS stack as in Cilk; nothing to bump or free
 * (docs/benchmarks.md, "fib with its frames on the OS stack").
 * Its `stack`, the stack it would have lived on, is the worker's current one
 * while the frame is alive, so it is not stored: the runtime stores it in
 * the frames on the deque before the worker changes stacks, and a thief
 * gives the copy the stack its victim had at the steal (runtime/native.c;
 * a load and a store fewer per frame, docs/benchmarks.md).  The joins hand
 * that stack over as if the frame lived on it.  A thief that takes the
 * frame copies it to the heap,
 * and the victim's failed pop re-points what pointed into it before it
 * leaves the OS stack (runtime/native.c, docs/runtime.md).  A frame too
 * large for native16 goes on the stacklet (`size` is a constant: the test
 * folds away). */
static inline FORKC_NODEBUG forkc_frame *forkc_frame_local_at(forkc_worker *w, void *local,
                                                              size_t size, forkc_resume_fn resume,
                                                              forkc_frame *parent, unsigned kind,
                                                              void *ret, int32_t state) {
    if (size > FORKC_NATIVE_MAX)
        return forkc_frame_alloc_at(w, size, resume, parent, kind, ret, state);
    forkc_frame *f = (forkc_frame *)local;
    forkc_frame_init_(f, resume, parent, kind, ret, state, (uint16_t)size);
    return f;
}

/* A frame at entry (state 0). */
static inline FORKC_NODEBUG forkc_frame *forkc_frame_alloc(forkc_worker *w, size_t size,
                                                           forkc_resume_fn resume,
                                                           forkc_frame *parent, unsigned kind,
                                                           void *ret) {
    return forkc_frame_alloc_at(w, size, resume, parent, kind, ret, 0);
}

/* Free a finished frame of `size` bytes: it is the top of the worker's
 * current stack (libfork Alg. 5 line 5).  Anything else (memory from
 * forkc_stack_alloc still held) is misuse, reported out of line.  One test:
 * while such memory is held, the runtime keeps `floor` above every frame
 * that could be under it (runtime/stacklet.c, floor_of), so a frame at or
 * above the floor is the top, with no test of `sp` (docs/benchmarks.md,
 * "fib with its frames on the OS stack"). */
static inline FORKC_NODEBUG void forkc_frame_free(forkc_worker *w, forkc_frame *f, size_t size) {
    forkc_stack *s = w->stack;
    char *p = (char *)f;
    if (FORKC_LIKELY(p >= s->floor)) {
        s->sp = p;
        FORKC_ASAN_POISON_(p, forkc_round_(size));
    } else
        forkc_frame_free_slow_(w, f, forkc_round_(size));
}

/* The fast clone's return: a frame made by forkc_frame_local_at. */
static inline FORKC_NODEBUG void forkc_frame_release(forkc_worker *w, forkc_frame *f, size_t size) {
    if (size > FORKC_NATIVE_MAX)
        forkc_frame_free(w, f, size);
}

/* The resume function's return: the frame is on a stacklet, or it is the
 * heap copy of a native one (runtime/native.c). */
static inline FORKC_NODEBUG void forkc_frame_finish(forkc_worker *w, forkc_frame *f, size_t size) {
    if (FORKC_UNLIKELY(f->flags & FORKC_FRAME_ON_HEAP))
        forkc_frame_free_heap_(w, f);
    else
        forkc_frame_free(w, f, size);
}

/* ---- the deque, owner side ---- */

/* libfork Alg. 3 line 7: push the parent's continuation.  Private: plain
 * stores; published in the slow path when a thief asked for work (the
 * asking thief lowered `limit`).  Every store of `head` has release order
 * (a plain store on x86-64): a thief that exposes an item reads `head` with
 * acquire, and then sees the slot and the frame the lowering stored first. */
static inline FORKC_NODEBUG void forkc_push(forkc_worker *w, forkc_frame *f) {
    forkc_deque *q = &w->deque;
    int64_t h = atomic_load_explicit(&q->head, memory_order_relaxed);
    if (FORKC_UNLIKELY(h >= atomic_load_explicit(&q->limit, memory_order_relaxed))) {
        forkc_deque_push_slow_(w, f);
        return;
    }
    atomic_store_explicit(&q->slots[h & q->mask], f, memory_order_relaxed);
    atomic_store_explicit(&q->head, h + 1, memory_order_release);
}

/* Take back the continuation pushed before the last spawn (Alg. 5 line 10).
 * Returns 1 if it was still there, 0 if a thief took it.  An item newer than
 * the oldest private one is the owner's alone: a thief exposes only the item
 * at `split` (runtime/deque.c).  The oldest private item is the owner's once
 * its `head` store is ordered before its load of `exposing`: the compiler
 * barrier orders them here, the exposing thief's membarrier in the
 * processor.  The rest (an exposing thief, the public part) is out of line. */
static inline FORKC_NODEBUG int forkc_pop(forkc_worker *w) {
    forkc_deque *q = &w->deque;
    int64_t h = atomic_load_explicit(&q->head, memory_order_relaxed) - 1;
    /* one compare with a field, as before exposing (`h > split_mine` costs
     * an instruction more per pop) */
    if (FORKC_LIKELY(h >= q->plain_from)) {
        atomic_store_explicit(&q->head, h, memory_order_release);
        return 1;
    }
    if (h == q->split_mine) {
        atomic_store_explicit(&q->head, h, memory_order_release);
        atomic_signal_fence(memory_order_seq_cst);
        if (FORKC_LIKELY(atomic_load_explicit(&q->exposing, memory_order_relaxed) ==
                         FORKC_EXPOSE_NONE))
            return 1;
    }
    return forkc_pop_slow_(w, h);
}

/* ---- the operations lowered code performs ---- */

/* Explicit join (libfork Alg. 4).  Returns 1: go on (all children done and the
 * frame's stack is ours); 0: the frame is parked, the resume function must
 * return FORKC_SUSPENDED at once and never touch the frame again.
 * Not stolen since the last join => every child already returned: no-op. */
static inline FORKC_NODEBUG int forkc_join(forkc_worker *w, forkc_frame *f) {
    if (FORKC_LIKELY(atomic_load_explicit(&f->steals, memory_order_relaxed) == 0))
        return 1;
    return forkc_join_slow_(w, f);
}

/* Explicit scheduling (libfork III-D-1): set f->state first; never returns,
 * the frame resumes on worker `target` of the same pool. */
static inline FORKC_NODEBUG FORKC_NORETURN void forkc_move_to(forkc_worker *w, forkc_frame *f,
                                                              unsigned target) {
    forkc_move_to_(w, f, target);
}

/* ---- roots: plain C calling a task (serial-parallel reciprocity) ---- */

/* Starts the task's frame as a root: must call the task's entry with kind
 * FORKC_KIND_ROOT and `root` as its parent, and return when the entry does. */
typedef void (*forkc_root_fn)(forkc_worker *w, forkc_frame *root, void *args, void *ret);

/* Run a root to completion.  From a non-worker thread: on the default pool,
 * blocking.  On a worker: as a nested root; the worker steals while waiting. */
void forkc_call_root(forkc_root_fn fn, void *args, void *ret);

/* A root record: the pseudo frame a root's task returns into.  Whoever
 * finishes the task (its caller natively, or a thief) completes it. */
typedef struct forkc_root_rec {
    forkc_frame hdr;       /* submitted: kind FORKC_KIND_ROOTREC, run by  */
                           /*   a worker; nested: never read              */
    forkc_root_fn fn;      /* submitted roots: what the worker starts     */
    void *args;            /*   with these arguments                      */
    void *ret;             /*   and this result slot                      */
    forkc_stack *stack;    /* nested: its waiter's stack (the root's too);*/
                           /*   NULL: submitted, a thread sleeps on done  */
    _Atomic uint32_t done; /* 1 once the root is done (root_record.h)     */
    int64_t mark;          /* nested: the deque's head at the call; items */
                           /*   below belong to the caller's frames       */
    forkc_hypermap *views; /* nested: the caller's strand's views, handed */
                           /*   back by whoever completes the root        */
    forkc_ctx ctx;         /* nested: where a failed pop in the root cuts */
} forkc_root_rec;          /*   the OS stack back to                      */

/* Every field of forkc_root_rec (FORKC_ABI_LAYOUT), less the jmp_buf in ctx. */
#define FORKC_ABI_LAYOUT_ROOT_REC_                                                                 \
    (FORKC_ABI_TERM_(8, 0, sizeof(forkc_root_rec) - FORKC_ABI_JMPBUF_,                             \
                     FORKC_ABI_ALIGNOF_(forkc_root_rec)) +                                         \
     FORKC_ABI_FIELD_(8, 1, forkc_root_rec, hdr) + FORKC_ABI_FIELD_(8, 2, forkc_root_rec, fn) +    \
     FORKC_ABI_FIELD_(8, 3, forkc_root_rec, args) + FORKC_ABI_FIELD_(8, 4, forkc_root_rec, ret) +  \
     FORKC_ABI_FIELD_(8, 5, forkc_root_rec, stack) +                                               \
     FORKC_ABI_FIELD_(8, 6, forkc_root_rec, done) + FORKC_ABI_FIELD_(8, 7, forkc_root_rec, mark) + \
     FORKC_ABI_FIELD_(8, 8, forkc_root_rec, views) +                                               \
     FORKC_ABI_TERM_(8, 9, offsetof(forkc_root_rec, ctx),                                          \
                     sizeof(((forkc_root_rec *)0)->ctx) - FORKC_ABI_JMPBUF_))

/* Nested roots inline (plain C calling a task on a worker; Fibril's
 * serial-parallel reciprocity).  The task's wrapper runs, on a worker:
 *
 *     forkc_root_rec rec;
 *     forkc_nested_enter(w, &rec, &r);
 *     if (FORKC_CTX_SAVE(rec.ctx) == 0) {
 *         r = entry(w, &rec.hdr, FORKC_KIND_ROOT, &r, args...);
 *         if (forkc_nested_leave(w, &rec))
 *             return r;               // un-stolen: no call into the runtime
 *     }
 *     forkc_nested_wait_(w, &rec);    // steal until the root is done
 *     return r;                       // written through &r by its finisher
 *
 * The root's frames go on the worker's current stack, above the caller's.
 * A failed pop inside the root cuts the OS stack back to rec.ctx, just above
 * the plain C activations, which stay alive while the worker waits: the
 * runtime finds rec.ctx by walking up from the frame whose pop failed to the
 * root's frame (kind FORKC_KIND_ROOT), whose parent is the record.  So the
 * call writes nothing but the record: no worker field is saved and restored,
 * which would chain every call to the last through memory. */
static inline FORKC_NODEBUG void forkc_nested_enter(forkc_worker *w, forkc_root_rec *r, void *ret) {
    r->ret = ret;
    r->stack = w->stack;
    atomic_init(&r->done, 0);
    r->mark = atomic_load_explicit(&w->deque.head, memory_order_relaxed);
    FORKC_CTX_INIT(r->ctx);
}

/* After the task returned natively: 1 when nothing of the root is left
 * anywhere (the common case); 0 sends the caller to forkc_nested_wait_. */
static inline FORKC_NODEBUG int forkc_nested_leave(forkc_worker *w, forkc_root_rec *r) {
    if (FORKC_LIKELY(atomic_load_explicit(&w->deque.head, memory_order_relaxed) == r->mark &&
                     w->stack == r->stack))
        return 1;
    r->views = w->views; /* the root ended here: the strand goes on with these */
    atomic_store_explicit(&r->done, 1, memory_order_relaxed);
    return 0;
}

/* The nested root's slow path: steal until the root is done and nothing it
 * pushed is left; `ret` (forkc_nested_enter) holds its result then. */
void forkc_nested_wait_(forkc_worker *w, forkc_root_rec *r);

/* ---- reducers that spawned children update (OpenCilk hyperobjects) ----
 *
 * A task's own reducer, or a reducer view a parameter points to: after a
 * steal at a spawn, the continuation updates a view of its own, made here;
 * the child keeps the view it was given.  At the next join the views are
 * folded, oldest first, into the leftmost (the reducer, or what the
 * parameter points to), which serial order asks for.  Un-stolen, a task
 * makes no view and the fold is one test.  The list lives in the task's
 * frame and is only touched by whoever runs the frame's continuation. */
typedef struct forkc_reducer_views {
    void *head;     /* oldest view made since the last join, NULL if none  */
    void *tail;     /* newest view: the one the continuation updates       */
    void *leftmost; /* the reducer, or the view a parameter points to      */
} forkc_reducer_views;

/* Every field of forkc_reducer_views (FORKC_ABI_LAYOUT). */
#define FORKC_ABI_LAYOUT_REDUCER_VIEWS_                                                            \
    (FORKC_ABI_TYPE_(9, forkc_reducer_views) + FORKC_ABI_FIELD_(9, 1, forkc_reducer_views, head) + \
     FORKC_ABI_FIELD_(9, 2, forkc_reducer_views, tail) +                                           \
     FORKC_ABI_FIELD_(9, 3, forkc_reducer_views, leftmost))

/* A new view (identity applied) for the continuation after a steal. */
void forkc_reducer_new_view(forkc_reducer_views *v, size_t size, void (*identity)(void *));
/* Fold the views into the leftmost in order and free them. */
void forkc_reducer_fold_(forkc_reducer_views *v, void (*reduce)(void *, void *));

/* The view the running continuation updates. */
static inline FORKC_NODEBUG void *forkc_reducer_current(const forkc_reducer_views *v) {
    return v->tail ? v->tail : v->leftmost;
}

/* At a join, once every child is done. */
static inline FORKC_NODEBUG void forkc_reducer_fold(forkc_reducer_views *v,
                                                    void (*reduce)(void *, void *)) {
    if (FORKC_UNLIKELY(v->head != NULL))
        forkc_reducer_fold_(v, reduce);
}

/* ---- reducers with static storage (OpenCilk 2's hypermaps) ----
 *
 * A file-scope (or static local) reducer has no frame to keep its views, so
 * each strand keeps them in a map of its own, keyed by the variable's
 * address: the lowering spells every reference to such a reducer, in any
 * function, as `*forkc_hyper_view(&x, ...)`.  Off the runtime's workers and
 * on the leftmost strand (the one a root starts with) the view is the
 * variable itself.  A thief's strand starts with an empty map; at a join the
 * maps of the frame's strands are folded in serial order into the leftmost
 * one's (docs/abi.md, "Reducers with static storage"). */
void *forkc_hyper_view_(forkc_worker *w, void *key, size_t size, size_t align,
                        void (*identity)(void *), void (*reduce)(void *, void *));

/* The running strand's view of the reducer at `key` (made with `identity`
 * on its first use in the strand). */
static inline FORKC_NODEBUG void *forkc_hyper_view(void *key, size_t size, size_t align,
                                                   void (*identity)(void *),
                                                   void (*reduce)(void *, void *)) {
    forkc_worker *w = forkc_tls_worker_;
    if (FORKC_LIKELY(w == NULL || w->views == NULL))
        return key;
    return forkc_hyper_view_(w, key, size, align, identity, reduce);
}

/* ---- work/span accounting (-fplugin-arg-forkplugin-workspan) ----
 *
 * Cilkview's algorithm (He, Leiserson, Leiserson, SPAA'10, section 3) at the
 * points the plugin lowers.  A strand ends at every spawn, task call, join
 * and return: its ticks go to the running state (forkc_wsp_ev_).  A child
 * starts with its parent's span, so it returns the length of the longest
 * path through it, measured from the root; a spawned child's path and work
 * wait in lspan/lwork until the join, a called child's go on serially.  A
 * child that finishes away from its parent (the continuation was stolen)
 * reports into the parent frame's forkc_wsp_frame_ (runtime/workspan.c),
 * which the join reads: the figures are those of the DAG whoever ran it.
 * Lowered code calls these only when instrumented: without the flag the
 * object code does not change. */

/* Where an instrumented frame keeps the state across a resume point, and
 * what children that finished elsewhere reported: right after the header. */
typedef struct forkc_wsp_frame_ {
    forkc_wsp_state_ saved;
    _Atomic int64_t cwork, cspan, cbspan;
} forkc_wsp_frame_;

/* Every field of forkc_wsp_frame_ (FORKC_ABI_LAYOUT). */
#define FORKC_ABI_LAYOUT_WSP_FRAME_                                                                \
    (FORKC_ABI_TYPE_(10, forkc_wsp_frame_) + FORKC_ABI_FIELD_(10, 1, forkc_wsp_frame_, saved) +    \
     FORKC_ABI_FIELD_(10, 2, forkc_wsp_frame_, cwork) +                                            \
     FORKC_ABI_FIELD_(10, 3, forkc_wsp_frame_, cspan) +                                            \
     FORKC_ABI_FIELD_(10, 4, forkc_wsp_frame_, cbspan))

typedef struct forkc_wsp_framed_ {
    forkc_frame hdr;
    forkc_wsp_frame_ wsp;
} forkc_wsp_framed_;

/* Every field of forkc_wsp_framed_ (FORKC_ABI_LAYOUT). */
#define FORKC_ABI_LAYOUT_WSP_FRAMED_                                                               \
    (FORKC_ABI_TYPE_(11, forkc_wsp_framed_) + FORKC_ABI_FIELD_(11, 1, forkc_wsp_framed_, hdr) +    \
     FORKC_ABI_FIELD_(11, 2, forkc_wsp_framed_, wsp))

/* The work/span area of an instrumented frame (right after the header). */
static inline FORKC_NODEBUG forkc_wsp_frame_ *forkc_wsp_of_(forkc_frame *f) {
    /* frames are 16-aligned: through void * for -Wcast-align */
    return &((forkc_wsp_framed_ *)(void *)f)->wsp; /* NOLINT(bugprone-casting-through-void) */
}

/* A nested root's record with the state of the strand that calls it and
 * the root's final state (written by whoever finishes the root). */
typedef struct forkc_wsp_root_ {
    forkc_root_rec rec;
    forkc_wsp_state_ saved, fin;
} forkc_wsp_root_;

/* Every field of forkc_wsp_root_ (FORKC_ABI_LAYOUT), less the jmp_buf in rec. */
#define FORKC_ABI_LAYOUT_WSP_ROOT_                                                                 \
    (FORKC_ABI_TERM_(12, 0, sizeof(forkc_wsp_root_) - FORKC_ABI_JMPBUF_,                           \
                     FORKC_ABI_ALIGNOF_(forkc_wsp_root_)) +                                        \
     FORKC_ABI_TERM_(12, 1, offsetof(forkc_wsp_root_, rec),                                        \
                     sizeof(((forkc_wsp_root_ *)0)->rec) - FORKC_ABI_JMPBUF_) +                    \
     FORKC_ABI_TERM_(12, 2, offsetof(forkc_wsp_root_, saved) - FORKC_ABI_JMPBUF_,                  \
                     sizeof(((forkc_wsp_root_ *)0)->saved)) +                                      \
     FORKC_ABI_TERM_(12, 3, offsetof(forkc_wsp_root_, fin) - FORKC_ABI_JMPBUF_,                    \
                     sizeof(((forkc_wsp_root_ *)0)->fin)))

/* The burden of a continuation edge, in ticks (runtime/workspan.c). */
extern int64_t forkc_wsp_burden_;
/* Subtrees timed whole (forkc_wsp_cut_): the largest work this thread has
 * seen of a task activation at each depth (the last entry: at that depth or
 * deeper), and the cutoff in ticks (0: every strand is timed). */
#define FORKC_WSP_DEPTHS 64
#define FORKC_WSP_SERIAL_CALLS 32
extern _Thread_local int64_t forkc_wsp_largest_[FORKC_WSP_DEPTHS];
extern _Thread_local unsigned long forkc_wsp_largest_epoch_;
extern _Atomic unsigned long forkc_wsp_epoch_; /* outermost roots started */
void forkc_wsp_fresh_(void);
extern int64_t forkc_wsp_cutoff_;
/* Inside a subtree timed whole: task calls left before the clock is read
 * again, and when the subtree began (forkc_wsp_serial_). */
extern _Thread_local int64_t forkc_wsp_serial_left_, forkc_wsp_serial_t0_;
int forkc_wsp_serial_more_(void);

/* Each task call inside a serial clone: whether it stays serial.  The clock
 * is read after 1, 2, 4, ... calls, then every FORKC_WSP_SERIAL_CALLS; a subtree that was predicted
 * small but has run for more than 40 cutoffs calls its tasks
 * instrumented (as nested roots, in series) from then on, and the program's
 * row is followed by a warning that its span may be overstated. */
static inline FORKC_NODEBUG int forkc_wsp_serial_(void) {
    return FORKC_LIKELY(--forkc_wsp_serial_left_ > 0) || forkc_wsp_serial_more_();
}
/* A strand at least this long (ticks) may have been descheduled: its
 * length is taken from the thread's CPU time (forkc_wsp_long_strand_). */
extern int64_t forkc_wsp_long_;
int64_t forkc_wsp_long_strand_(forkc_worker *w, int64_t now, int64_t ticks);
/* The worker starts a strand after scheduling work: t0, and the point from
 * which forkc_wsp_long_strand_ counts the time the thread did not run. */
void forkc_wsp_resume_(forkc_worker *w);
/* Called by the constructor of every instrumented translation unit with
 * the resume functions of its tasks: a child that finishes elsewhere
 * reports into its parent's frame only if the parent's resume function is
 * one of these (a frame of uninstrumented code has no room).  The first
 * call calibrates the clock and starts the process's strand; at exit the
 * whole program's row is written. */
void forkc_wsp_enable_(const forkc_resume_fn *resume, size_t n);
/* The mark of an instrumented nested root's record (forkc_wsp_root_):
 * set while the root runs, cleared on the way out. */
int forkc_wsp_nested_mark_(forkc_worker *w, forkc_frame *f);

static inline FORKC_NODEBUG int64_t forkc_wsp_clock_(void) {
#if defined(__x86_64__) || defined(__i386__)
    return (int64_t)__builtin_ia32_rdtsc();
#elif defined(__aarch64__)
    uint64_t v;
    __asm__ __volatile__("mrs %0, cntvct_el0" : "=r"(v));
    return (int64_t)v;
#else
    return forkc_wsp_clock_slow_();
#endif
}

static inline FORKC_NODEBUG int64_t forkc_wsp_max_(int64_t a, int64_t b) { return a > b ? a : b; }

/* The thread's table of largest subtrees, emptied when a new outermost root
 * started since it was last read: sizes learnt on one input do not predict
 * another's (forkc_wsp_fresh_). */
static inline FORKC_NODEBUG int64_t *forkc_wsp_at_depth_(int64_t depth) {
    if (FORKC_UNLIKELY(forkc_wsp_largest_epoch_ !=
                       atomic_load_explicit(&forkc_wsp_epoch_, memory_order_relaxed)))
        forkc_wsp_fresh_();
    return &forkc_wsp_largest_[depth < FORKC_WSP_DEPTHS ? depth : FORKC_WSP_DEPTHS - 1];
}

/* A task activation at `depth` did `work` in all (its subtree). */
static inline FORKC_NODEBUG void forkc_wsp_seen_(int64_t depth, int64_t work) {
    int64_t *l = forkc_wsp_at_depth_(depth);
    if (FORKC_UNLIKELY(work > *l))
        *l = work;
}

/* The running strand ends here. */
static inline FORKC_NODEBUG void forkc_wsp_ev_(forkc_worker *w) {
    int64_t t = forkc_wsp_clock_();
    int64_t c = t - w->wsp_t0;
    w->wsp_t0 = t;
    if (FORKC_UNLIKELY(c >= forkc_wsp_long_))
        c = forkc_wsp_long_strand_(w, t, c);
    w->wsp.work += c;
    w->wsp.span += c;
    w->wsp.bspan += c;
}

/* A frame just made (abi: right after its header). */
static inline FORKC_NODEBUG forkc_frame *forkc_wsp_frame_init_(forkc_frame *f) {
#if defined(__GNUC__) || defined(__clang__)
    if (!f)
        __builtin_unreachable();
#endif
    forkc_wsp_frame_ *x = forkc_wsp_of_(f);
    atomic_init(&x->cwork, 0);
    atomic_init(&x->cspan, 0);
    atomic_init(&x->cbspan, 0);
    return f;
}

/* Before a spawn or a task call: the parent's strand ends, its state is
 * kept in its frame (a thief resumes from it), the child starts fresh on
 * the parent's path. */
static inline FORKC_NODEBUG void forkc_wsp_fork_(forkc_worker *w, forkc_frame *f) {
    forkc_wsp_ev_(w);
    forkc_wsp_frame_ *x = forkc_wsp_of_(f);
    x->saved = w->wsp;
    w->wsp.work = 0;
    w->wsp.lwork = w->wsp.lspan = w->wsp.lbspan = 0;
    w->wsp.depth++;
}

/* Right after forkc_wsp_fork_, before a task that has an uninstrumented
 * serial clone (the plugin's SerialClone.cpp): whether to run that clone
 * and time the whole subtree as one strand.  Yes when every activation this
 * thread has seen at the child's depth, or the last sibling, did less work
 * than the cutoff: the subtree is then predicted to be smaller than a steal
 * is worth, and counting it as one strand leaves out only the parallelism
 * inside it (docs/workspan.md, "Subtrees timed whole").  Per-strand timing
 * costs two clock reads per task, many times a small task's own cost.  Not
 * inside a subtree that was cut and ran long (forkc_wsp_serial_more_): its
 * tasks stay instrumented until it ends. */
static inline FORKC_NODEBUG int forkc_wsp_cut_(forkc_worker *w) {
    if (FORKC_UNLIKELY(forkc_wsp_serial_left_ < 0))
        return 0;
    int64_t l = *forkc_wsp_at_depth_(w->wsp.depth);
    int64_t s = w->wsp.last;
    if (!((l > 0 && l < forkc_wsp_cutoff_) || (s > 0 && s < forkc_wsp_cutoff_)))
        return 0;
    forkc_wsp_serial_left_ = 1;
    forkc_wsp_serial_t0_ = w->wsp_t0;
    return 1;
}

/* A plain C function spawned or called as a leaf: its strand ends. */
#define forkc_wsp_leaf_(w) forkc_wsp_ev_(w)

/* The serial clone forkc_wsp_cut_ chose returned: its subtree was one
 * strand (forkc_wsp_spawned_ or _called_ records its size), and the next
 * cut may begin. */
static inline FORKC_NODEBUG void forkc_wsp_cut_end_(forkc_worker *w) {
    forkc_wsp_ev_(w);
    forkc_wsp_serial_left_ = 1; /* not tripped; an enclosing clone reads the clock next */
}

/* A spawned child returned and the pop succeeded: its work and path wait
 * for the join; the continuation edge carries the burden. */
static inline FORKC_NODEBUG void forkc_wsp_spawned_(forkc_worker *w, forkc_frame *f) {
    forkc_wsp_frame_ *x = forkc_wsp_of_(f);
    forkc_wsp_state_ c = w->wsp;
    forkc_wsp_seen_(c.depth, c.work);
    w->wsp = x->saved;
    w->wsp.last = c.work;
    w->wsp.lwork += c.work;
    w->wsp.lspan = forkc_wsp_max_(w->wsp.lspan, c.span);
    w->wsp.lbspan = forkc_wsp_max_(w->wsp.lbspan, c.bspan);
    w->wsp.bspan += forkc_wsp_burden_;
}

/* A thief resumes the continuation of a spawn (the child reports itself). */
static inline FORKC_NODEBUG void forkc_wsp_stolen_(forkc_worker *w, forkc_frame *f) {
    forkc_wsp_frame_ *x = forkc_wsp_of_(f);
    w->wsp = x->saved;
    w->wsp.bspan += forkc_wsp_burden_;
    forkc_wsp_resume_(w);
}

/* A called child finished (natively, or elsewhere and this worker resumed
 * its caller right after it): it ran in series. */
static inline FORKC_NODEBUG void forkc_wsp_called_(forkc_worker *w, forkc_frame *f) {
    forkc_wsp_frame_ *x = forkc_wsp_of_(f);
    forkc_wsp_state_ c = w->wsp;
    forkc_wsp_seen_(c.depth, c.work);
    w->wsp = x->saved;
    w->wsp.last = c.work;
    w->wsp.work += c.work;
    w->wsp.span = c.span;
    w->wsp.bspan = c.bspan;
}

/* Where the strand may be resumed elsewhere (a join that may suspend, a
 * move): end it and keep the state; forkc_wsp_restore_ on resume. */
static inline FORKC_NODEBUG void forkc_wsp_save_(forkc_worker *w, forkc_frame *f) {
    forkc_wsp_ev_(w);
    forkc_wsp_of_(f)->saved = w->wsp;
}
static inline FORKC_NODEBUG void forkc_wsp_restore_(forkc_worker *w, forkc_frame *f) {
    w->wsp = forkc_wsp_of_(f)->saved;
    forkc_wsp_resume_(w);
}

/* A join with nothing stolen (the fast clone's, and a return's). */
static inline FORKC_NODEBUG void forkc_wsp_sync_(forkc_worker *w) {
    forkc_wsp_ev_(w);
    w->wsp.work += w->wsp.lwork;
    w->wsp.span = forkc_wsp_max_(w->wsp.span, w->wsp.lspan);
    w->wsp.bspan = forkc_wsp_max_(w->wsp.bspan, w->wsp.lbspan);
    w->wsp.lwork = w->wsp.lspan = w->wsp.lbspan = 0;
}

/* After a join of the resume function completed: the children that
 * reported into the frame join too. */
static inline FORKC_NODEBUG void forkc_wsp_joined_(forkc_worker *w, forkc_frame *f) {
    forkc_wsp_frame_ *x = forkc_wsp_of_(f);
    w->wsp.lwork += atomic_load_explicit(&x->cwork, memory_order_relaxed);
    w->wsp.lspan =
        forkc_wsp_max_(w->wsp.lspan, atomic_load_explicit(&x->cspan, memory_order_relaxed));
    w->wsp.lbspan =
        forkc_wsp_max_(w->wsp.lbspan, atomic_load_explicit(&x->cbspan, memory_order_relaxed));
    atomic_store_explicit(&x->cwork, 0, memory_order_relaxed);
    atomic_store_explicit(&x->cspan, 0, memory_order_relaxed);
    atomic_store_explicit(&x->cbspan, 0, memory_order_relaxed);
    w->wsp.work += w->wsp.lwork;
    w->wsp.span = forkc_wsp_max_(w->wsp.span, w->wsp.lspan);
    w->wsp.bspan = forkc_wsp_max_(w->wsp.bspan, w->wsp.lbspan);
    w->wsp.lwork = w->wsp.lspan = w->wsp.lbspan = 0;
}

/* A nested root (plain C calling a task on a worker) runs as a serial call
 * in the calling strand: enter before the task's entry (`rec`: the record,
 * or NULL for a root that can never be stolen from), fin after it returned
 * natively, leave on the way out.  A root finished elsewhere wrote `fin`
 * itself (runtime/workspan.c). */
static inline FORKC_NODEBUG void forkc_wsp_nested_enter_(forkc_worker *w, forkc_wsp_state_ *saved,
                                                         forkc_root_rec *rec) {
    forkc_wsp_ev_(w);
    *saved = w->wsp;
    forkc_wsp_state_ z = {0, 0, 0, 0, 0, 0, saved->depth, 0};
    w->wsp = z;
    if (rec)
        rec->hdr.resume = forkc_wsp_nested_mark_;
}
static inline FORKC_NODEBUG void forkc_wsp_nested_fin_(forkc_worker *w, forkc_wsp_state_ *fin) {
    forkc_wsp_ev_(w);
    *fin = w->wsp;
}
static inline FORKC_NODEBUG void forkc_wsp_nested_leave_(forkc_worker *w, forkc_root_rec *rec,
                                                         const forkc_wsp_state_ *saved,
                                                         const forkc_wsp_state_ *fin) {
    if (rec)
        rec->hdr.resume = 0;
    forkc_wsp_state_ r = *fin;
    w->wsp = *saved;
    w->wsp.work += r.work;
    w->wsp.span += r.span;
    w->wsp.bspan += r.bspan;
    forkc_wsp_resume_(w);
}

/* ---- parallel loops (fork_for, runtime/loops.c) ---- */

/* The default grain of a loop of `iterations`: min(2048, iterations / (8P)). */
unsigned long long forkc_for_grain_(unsigned long long iterations);
/* A loop whose step does not reach its bound: aborts with the message. */
FORKC_NORETURN void forkc_for_misuse_(const char *what, const char *file, int line);

/* ---- the stack allocation API inside tasks (libfork III-C) ---- */
void *forkc_stack_alloc_in(forkc_worker *w, forkc_frame *f, size_t size);
void forkc_stack_free_in(forkc_worker *w, forkc_frame *f, void *ptr);
/* alloca(n) in a task: on the frame's stack when that is the worker's, on
 * the heap while a continuation of the frame is stolen; freed at return. */
void *forkc_alloca_in(forkc_worker *w, forkc_frame *f, size_t size);
void forkc_alloca_free_in(forkc_worker *w, forkc_frame *f, void *ptr);

/* The worker index of `w` within its pool (for forkc_move_to targets). */
unsigned forkc_worker_index(const forkc_worker *w);

/* The protocol's constants lowered code and the runtime share (FORKC_ABI_LAYOUT). */
#define FORKC_ABI_LAYOUT_CONSTANTS_                                                                \
    (FORKC_ABI_CONST_(1, FORKC_DONE) + FORKC_ABI_CONST_(2, FORKC_SUSPENDED) +                      \
     FORKC_ABI_CONST_(3, FORKC_KIND_CALLED) + FORKC_ABI_CONST_(4, FORKC_KIND_SPAWNED) +            \
     FORKC_ABI_CONST_(5, FORKC_KIND_ROOT) + FORKC_ABI_CONST_(6, FORKC_KIND_ROOTREC) +              \
     FORKC_ABI_CONST_(7, FORKC_FRAME_CARRIES_STACK) + FORKC_ABI_CONST_(8, FORKC_FRAME_ON_HEAP) +   \
     FORKC_ABI_CONST_(9, FORKC_FRAME_ADOPTED) + FORKC_ABI_CONST_(10, FORKC_FRAME_STACK_SET) +      \
     FORKC_ABI_CONST_(11, FORKC_JOIN_INIT) + FORKC_ABI_CONST_(12, FORKC_EXPOSE_NONE) +             \
     FORKC_ABI_CONST_(13, FORKC_EXPOSE_BUSY) + FORKC_ABI_CONST_(14, FORKC_EXPOSE_TAKEN) +          \
     FORKC_ABI_CONST_(15, FORKC_DEQUE_ASKED) + FORKC_ABI_CONST_(16, FORKC_FRAME_ALIGN) +           \
     FORKC_ABI_CONST_(17, FORKC_NATIVE_MAX) + FORKC_ABI_CONST_(18, FORKC_WSP_DEPTHS))

/* The layout fingerprint: FORKC_ABI_LAYOUT_V<FORKC_ABI_VERSION> records it
 * (top of this file).  Every translation unit that includes this header,
 * the runtime's and every lowered one, checks it, so a struct changed
 * without a new version does not build.  FORKC_ABI_LAYOUT_UNCHECKED is for
 * the program that prints the value (tools/abi-fingerprint/) alone. */
#define FORKC_ABI_LAYOUT                                                                           \
    (FORKC_ABI_LAYOUT_FRAME_ + FORKC_ABI_LAYOUT_STACK_ + FORKC_ABI_LAYOUT_DEQUE_BUF_ +             \
     FORKC_ABI_LAYOUT_DEQUE_ + FORKC_ABI_LAYOUT_CTX_ + FORKC_ABI_LAYOUT_WSP_STATE_ +               \
     FORKC_ABI_LAYOUT_WORKER_ + FORKC_ABI_LAYOUT_ROOT_REC_ + FORKC_ABI_LAYOUT_REDUCER_VIEWS_ +     \
     FORKC_ABI_LAYOUT_WSP_FRAME_ + FORKC_ABI_LAYOUT_WSP_FRAMED_ + FORKC_ABI_LAYOUT_WSP_ROOT_ +     \
     FORKC_ABI_LAYOUT_CONSTANTS_)
#ifndef FORKC_ABI_LAYOUT_UNCHECKED
/* Through an enumerator, so that a failure quotes its name and not the
 * whole sum.  The sizes of pointer members are meant (clang-tidy). */
/* NOLINTNEXTLINE(bugprone-sizeof-expression) */
enum { forkc_abi_layout_recorded_ = FORKC_ABI_LAYOUT == FORKC_ABI_LAYOUT_RECORDED };
/* clang-format off */
FORKC_ABI_ASSERT_(forkc_abi_layout_recorded_,
    "forkc/abi.h: an ABI struct's layout or a protocol constant changed, so FORKC_ABI_LAYOUT "
    "is no longer FORKC_ABI_LAYOUT_V" FORKC_ABI_STR_(FORKC_ABI_VERSION) ": bump "
    "FORKC_ABI_VERSION and add `#define FORKC_ABI_LAYOUT_V<new version> <value>` next to it, "
    "the line `cmake --build build --target abi-fingerprint` prints (keep the old lines; "
    "docs/abi.md, \"Versioning\")");
/* clang-format on */
#endif

#ifdef __cplusplus
}
#endif
#endif /* FORKC_ABI_H */

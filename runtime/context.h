/* Scheduling contexts: where a worker's OS stack is cut back to when the
 * native activations above it are dead (a failed pop, a moved frame).
 *
 * A nested root saves one per call, so it must be cheap: the compiler's
 * __builtin_setjmp saves three words (frame pointer, stack pointer, resume
 * address) and makes the saving function keep everything else in memory,
 * where glibc's setjmp saves eight registers and mangles them.  Sanitizers
 * intercept setjmp/longjmp to keep their shadow stacks right, so sanitized
 * builds use the library's. */
#ifndef FORKC_RUNTIME_CONTEXT_H
#define FORKC_RUNTIME_CONTEXT_H

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define FORKC_LIBC_CONTEXT 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define FORKC_LIBC_CONTEXT 1
#endif
#endif

#if defined(FORKC_LIBC_CONTEXT) || !(defined(__GNUC__) || defined(__clang__))
#include <setjmp.h>
typedef jmp_buf forkc_i_sched_ctx;
#define SCHED_CTX_SAVE(c) setjmp(c)
#define SCHED_CTX_JUMP(c) longjmp((c), 1)
#else
typedef void *forkc_i_sched_ctx[5];
#define SCHED_CTX_SAVE(c) __builtin_setjmp(c)
#define SCHED_CTX_JUMP(c) __builtin_longjmp((c), 1)
#endif

#endif

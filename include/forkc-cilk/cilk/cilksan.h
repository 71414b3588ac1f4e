/* <cilk/cilksan.h> for forkc: Cilksan's annotations (OpenCilk's
 * productivity tools), accepted so that annotated programs build; they
 * tell a race detector which accesses a lock (a real or a fake one)
 * protects, and change nothing in a run.  C only, as forkc: the fake
 * mutex is a struct to register by hand, without C++'s constructor and
 * lock guard. */
#ifndef FORKC_CILKSAN_H
#define FORKC_CILKSAN_H

#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

static inline void __cilksan_enable_checking(void) {}
static inline void __cilksan_disable_checking(void) {}
static inline bool __cilksan_is_checking_enabled(void) { return false; }
static inline void __cilksan_acquire_lock(const void *mutex) { (void)mutex; }
static inline void __cilksan_release_lock(const void *mutex) { (void)mutex; }
static inline void __cilksan_begin_atomic(void) {}
static inline void __cilksan_end_atomic(void) {}
static inline void __cilksan_register_lock_explicit(const void *mutex) { (void)mutex; }
static inline void __cilksan_unregister_lock_explicit(const void *mutex) { (void)mutex; }

typedef struct Cilksan_fake_mutex {
    int fake_mutex;
} Cilksan_fake_mutex;

#ifdef __cplusplus
}
#endif
#endif /* FORKC_CILKSAN_H */

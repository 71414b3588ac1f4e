/* Futex wait/wake: the lazy scheduler's sleep (Linux), with a portable
 * fallback that only yields. */
#include "internal.h"

#include <limits.h>
#include <sched.h>

#if defined(__linux__)
#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>

void forkc_i_futex_wait_u32(_Atomic uint32_t *addr, uint32_t expected) {
    /* Returns at once if *addr != expected: no wake-up is lost between the
     * caller's last check and the sleep. */
    syscall(SYS_futex, (uint32_t *)addr, FUTEX_WAIT_PRIVATE, expected, NULL, NULL, 0);
}

void forkc_i_futex_wake_u32(_Atomic uint32_t *addr, int count) {
    syscall(SYS_futex, (uint32_t *)addr, FUTEX_WAKE_PRIVATE, count, NULL, NULL, 0);
}
#else
void forkc_i_futex_wait_u32(_Atomic uint32_t *addr, uint32_t expected) {
    if (atomic_load(addr) == expected)
        sched_yield();
}
void forkc_i_futex_wake_u32(_Atomic uint32_t *addr, int count) {
    (void)addr;
    (void)count;
}
#endif

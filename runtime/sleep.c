/* Futex wait/wake: the lazy scheduler's sleep (Linux), with a portable
 * fallback that only yields; and the short spin that comes before a sleep. */
#include "sleep.h"

#include "errors.h"

#include <limits.h>
#include <sched.h>
#include <time.h>

uint64_t forkc_i_now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static inline void cpu_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

void forkc_i_spin_pause(unsigned spins) {
    if (spins % 64 == 0)
        sched_yield(); /* whoever we wait for may have been preempted */
    else
        cpu_relax();
}

/* Poll *addr while it equals `value`, for about budget_ns, yielding the CPU
 * between rounds of polls so that an oversubscribed machine runs the threads
 * that will change it.  Returns whether it changed: a wake-up that comes
 * within the budget costs no sleep and no system call on either side. */
bool forkc_i_spin_while_eq(_Atomic uint32_t *addr, uint32_t value, uint64_t budget_ns) {
    uint64_t end = forkc_i_now_ns() + budget_ns;
    for (;;) {
        for (int i = 0; i < 64; i++) {
            if (atomic_load_explicit(addr, memory_order_acquire) != value)
                return true;
            cpu_relax();
        }
        if (forkc_i_now_ns() >= end)
            return false;
        sched_yield();
    }
}

#if defined(__linux__)
#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>

void forkc_i_futex_wait_bits(_Atomic uint32_t *addr, uint32_t expected, uint32_t bits) {
    syscall(SYS_futex, (uint32_t *)addr, FUTEX_WAIT_BITSET_PRIVATE, expected, NULL, NULL, bits);
}

void forkc_i_futex_wake_bits(_Atomic uint32_t *addr, int count, uint32_t bits) {
    syscall(SYS_futex, (uint32_t *)addr, FUTEX_WAKE_BITSET_PRIVATE, count, NULL, NULL, bits);
}
#else
void forkc_i_futex_wait_bits(_Atomic uint32_t *addr, uint32_t expected, uint32_t bits) {
    (void)bits;
    if (atomic_load(addr) == expected)
        sched_yield();
}
void forkc_i_futex_wake_bits(_Atomic uint32_t *addr, int count, uint32_t bits) {
    (void)addr;
    (void)count;
    (void)bits;
}
#endif

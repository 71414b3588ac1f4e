/*
 * The process-wide memory barrier (barrier.h): Linux's
 * membarrier(MEMBARRIER_CMD_PRIVATE_EXPEDITED), which interrupts only the
 * CPUs running this process's threads (an IPI: 1-2 us on bare metal,
 * 20-60 us on the 2-vCPU KVM guest of docs/benchmarks.md, where it goes
 * through the hypervisor) and needs one registration per process.  Elsewhere there is none,
 * and thieves never expose private items (deque.c): a request then waits
 * for the owner's next push, as in Lace.
 */
#include "barrier.h"

#if defined(__linux__)
#include <linux/membarrier.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

/* 0: not yet asked; 1: available; 2: not available. */
static _Atomic int state;

#if defined(__linux__) && defined(__NR_membarrier)
static int membarrier(int cmd) { return (int)syscall(__NR_membarrier, cmd, 0u, 0); }

static bool registered(void) {
    int cmds = membarrier(MEMBARRIER_CMD_QUERY);
    if (cmds < 0 || !(cmds & MEMBARRIER_CMD_PRIVATE_EXPEDITED))
        return false;
    return membarrier(MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED) == 0;
}

bool forkc_i_barrier_all(void) {
    if (membarrier(MEMBARRIER_CMD_PRIVATE_EXPEDITED) == 0)
        return true;
    atomic_store_explicit(&state, 2, memory_order_release); /* a seccomp filter, say */
    return false;
}
#else
static bool registered(void) { return false; }

bool forkc_i_barrier_all(void) { return false; }
#endif

/* Registering twice is harmless, so two pools made at once may both do it. */
bool forkc_i_barrier_available(void) {
    int s = atomic_load_explicit(&state, memory_order_acquire);
    if (s == 0) {
        s = registered() ? 1 : 2;
        atomic_store_explicit(&state, s, memory_order_release);
    }
    return s == 1;
}

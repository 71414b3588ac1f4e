/* Sleeping and waking (sleep.c): futexes, a clock, bounded spinning. */
#ifndef FORKC_RUNTIME_SLEEP_H
#define FORKC_RUNTIME_SLEEP_H

#include "internal.h"

/* Futexes with a wake-up mask (FUTEX_WAIT_BITSET): a wake reaches only the
 * waiters whose `bits` meet its own, so one futex word serves a whole NUMA
 * node and a submission still wakes just its target (submit.c).  The wait
 * returns at once if *addr != expected: no wake-up is lost between the
 * caller's last check and the sleep. */
void forkc_i_futex_wait_bits(_Atomic uint32_t *addr, uint32_t expected, uint32_t bits);
void forkc_i_futex_wake_bits(_Atomic uint32_t *addr, int count, uint32_t bits);
#define FORKC_WAKE_ANY 0xffffffffu
/* Plain futexes: FUTEX_WAIT and FUTEX_WAKE are the bitset forms with every
 * bit set (futex(2)). */
static inline void forkc_i_futex_wait_u32(_Atomic uint32_t *addr, uint32_t expected) {
    forkc_i_futex_wait_bits(addr, expected, FORKC_WAKE_ANY);
}
static inline void forkc_i_futex_wake_u32(_Atomic uint32_t *addr, int count) {
    forkc_i_futex_wake_bits(addr, count, FORKC_WAKE_ANY);
}
uint64_t forkc_i_now_ns(void);
/* One round of a wait for another thread's short step: a pause, and every
 * 64th round a yield (an oversubscribed machine runs the other thread). */
void forkc_i_spin_pause(unsigned spins);
/* Spin while *addr == value, for at most budget_ns; true if it changed. */
bool forkc_i_spin_while_eq(_Atomic uint32_t *addr, uint32_t value, uint64_t budget_ns);

/* Spins before sleeping (docs/runtime.md, "Idle workers"): a lazy thief
 * spins FORKC_IDLE_SPIN_US (default below) after its last success before it
 * sleeps, so that the serial code between a program's parallel steps finds
 * the thieves awake at the next step; a thread blocked in a root call spins
 * this long before its futex wait, so back-to-back roots (fork_for loops in
 * plain C) hand over without a sleep. */
#define FORKC_IDLE_SPIN_US_DEFAULT 2000u
#define FORKC_ROOT_SPIN_NS 100000u

/* How long a thief's request for work may wait for the owner's next push
 * before the thief takes the owner's oldest continuation itself
 * (FORKC_STEAL_PATIENCE_US; docs/runtime.md, "Prompt steals"). */
#define FORKC_STEAL_PATIENCE_US_DEFAULT 20u

#endif

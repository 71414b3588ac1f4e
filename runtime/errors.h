/* Misuse and internal errors (errors.c): one line naming the problem, then
 * abort; and the protocol invariants checked in debug builds. */
#ifndef FORKC_RUNTIME_ERRORS_H
#define FORKC_RUNTIME_ERRORS_H

#include "internal.h"

FORKC_NORETURN void forkc_i_die(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
#define FORKC_CHECK(cond, ...)                                                                     \
    do {                                                                                           \
        if (FORKC_UNLIKELY(!(cond)))                                                               \
            forkc_i_die(__VA_ARGS__);                                                              \
    } while (0)

/* Protocol invariants, checked in Debug and sanitizer builds
 * (-DFORKC_ASSERTIONS=1, runtime/CMakeLists.txt): free in release builds. */
#ifndef FORKC_ASSERTIONS
#define FORKC_ASSERTIONS 0
#endif
#define FORKC_ASSERT(cond, ...)                                                                    \
    do {                                                                                           \
        if (FORKC_ASSERTIONS)                                                                      \
            FORKC_CHECK(cond, "assertion failed: " __VA_ARGS__);                                   \
    } while (0)

#endif

// Feature-test macros defined by the user before any include keep working:
// the lowered text does not include system headers before the user's text.
// RUN: %forkcc -std=c11 -Wall -Wextra -Werror -c %s -o %t.o
#define _POSIX_C_SOURCE 200809L
#include <forkc.h>
#include <time.h>

fork_task long now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_nsec;
}

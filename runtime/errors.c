/* Misuse and internal-error reporting: one line naming the problem, then abort. */
#include "errors.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

void forkc_i_die(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fputs("forkc: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    abort();
}

/* Tasks declared in a header, defined in another translation unit. */
#ifndef XTU_H
#define XTU_H
#include <forkc.h>
fork_task long xfib(int n);
fork_task long xsum(const long *v, int n);
long xplain(int n); /* plain C, defined next to the tasks */
#endif

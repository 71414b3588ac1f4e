#include <forkc.h>
static fork_task int in_header(int n) { return n + 1; }

/*
 * fib(N) from plain C, for the peak RSS at start (rss_at_start.py): built
 * with the plugin and the runtime as the README links it, and as its serial
 * elision.
 *
 *   rss_fib N   prints fib(N) and the process's peak resident set (VmHWM,
 *               KiB: its own, where wait4's ru_maxrss would also count the
 *               memory of the process that forked it before the exec)
 */
#include <forkc.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((fork_task)) static long fib(int n) {
    if (n < 2)
        return n;
    long a = fork_spawn(fib(n - 1));
    long b = fib(n - 2);
    fork_join();
    return a + b;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 30;
    long r = fib(n);
    long kib = -1;
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, "VmHWM:", 6) == 0)
            kib = strtol(line + 6, NULL, 10);
    if (f)
        fclose(f);
    printf("fib=%ld vmhwm_kib=%ld\n", r, kib);
    return kib > 0 ? 0 : 1;
}

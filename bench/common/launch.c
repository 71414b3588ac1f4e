/*
 * bench_launch PROGRAM [ARGS...] -- run PROGRAM as a child and report its
 * peak RSS from wait4's rusage, as GNU time does.
 *
 * Linux keeps ru_maxrss across execve, so a child forked straight from the
 * Python harness would start from Python's resident set (~14 MiB); forked
 * from this small launcher it starts from ~1 MiB.  After the child exits the
 * launcher prints one line on stdout:
 *
 *   launch: maxrss_kib=N utime=S stime=S status=N
 *
 * and exits with the child's exit code (128+signal when it was killed).
 * It also raises the soft stack limit (deep serial recursions in UTS).
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s PROGRAM [ARGS...]\n", argv[0]);
        return 2;
    }
    struct rlimit rl;
    if (getrlimit(RLIMIT_STACK, &rl) == 0) {
        rlim_t want = (rlim_t)1 << 30;
        if (rl.rlim_max != RLIM_INFINITY && rl.rlim_max < want)
            want = rl.rlim_max;
        if (rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur < want) {
            rl.rlim_cur = want;
            (void)setrlimit(RLIMIT_STACK, &rl);
        }
    }
    fflush(stdout);
    pid_t pid = fork();
    if (pid < 0) {
        perror("fork");
        return 125;
    }
    if (pid == 0) {
        execvp(argv[1], argv + 1);
        perror(argv[1]);
        _exit(127);
    }
    int status = 0;
    struct rusage ru;
    while (wait4(pid, &status, 0, &ru) < 0) {
        perror("wait4");
        return 125;
    }
    printf("launch: maxrss_kib=%ld utime=%.6f stime=%.6f status=%d\n", ru.ru_maxrss,
           (double)ru.ru_utime.tv_sec + 1e-6 * (double)ru.ru_utime.tv_usec,
           (double)ru.ru_stime.tv_sec + 1e-6 * (double)ru.ru_stime.tv_usec, status);
    fflush(stdout);
    if (WIFEXITED(status))
        return WEXITSTATUS(status);
    if (WIFSIGNALED(status))
        return 128 + WTERMSIG(status);
    return 125;
}

/*
 * bench_startup [WORKERS...] -- start-up and shutdown cost of a pool.
 *
 * For each worker count (default 16 64 256 1024 4096) a fresh child process
 * creates a pool of that many workers (forkc_pool_options_default(): lazy,
 * pinned, as the default pool would be), runs one trivial function on it
 * (so every part of the pool is in use once), destroys it, and reports the
 * wall time from before create to after destroy and its peak RSS (VmHWM).
 * A child per count, because a process's peak RSS only grows.  For
 * reference it also times the floor any one-thread-per-worker pool pays:
 * creating and joining that many bare pthreads (same 256 MiB stack
 * reservation) that only wait to be told to exit.  Prints a Markdown table.
 * Options: --repeat N (median of N children per count).
 * Plain C: only the pool API, no plugin.
 */
#define _GNU_SOURCE
#include <forkc.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static long peak_rss_kib(void) {
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    long kib = -1;
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, "VmHWM:", 6) == 0)
            kib = strtol(line + 6, NULL, 10);
    if (f)
        fclose(f);
    return kib;
}

static void nothing(void *arg) { (void)arg; }

static pthread_mutex_t gate_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t gate_cond = PTHREAD_COND_INITIALIZER;
static int gate_open;

static void *bare_thread(void *arg) {
    (void)arg;
    pthread_mutex_lock(&gate_lock);
    while (!gate_open)
        pthread_cond_wait(&gate_cond, &gate_lock);
    pthread_mutex_unlock(&gate_lock);
    return NULL;
}

/* The OS's share: n bare threads created and joined. */
static int bare(unsigned n, int out_fd) {
    pthread_t *t = malloc(sizeof *t * n);
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, (size_t)256 << 20);
    double t0 = now();
    for (unsigned i = 0; i < n; i++)
        if (pthread_create(&t[i], &attr, bare_thread, NULL) != 0)
            return 1;
    pthread_mutex_lock(&gate_lock);
    gate_open = 1;
    pthread_cond_broadcast(&gate_cond);
    pthread_mutex_unlock(&gate_lock);
    for (unsigned i = 0; i < n; i++)
        pthread_join(t[i], NULL);
    double t1 = now();
    dprintf(out_fd, "%.6f %ld\n", t1 - t0, peak_rss_kib());
    free(t);
    return 0;
}

/* The child: one pool, one line "seconds kib" on the pipe. */
static int one(unsigned workers, int out_fd) {
    forkc_pool_options o = forkc_pool_options_default();
    o.workers = workers;
    double t0 = now();
    forkc_pool *p;
    int err = forkc_pool_create(&p, &o);
    if (err) {
        fprintf(stderr, "bench_startup: forkc_pool_create(%u workers) failed: %d\n", workers, err);
        return 1;
    }
    if (forkc_run(p, nothing, NULL) != 0 || forkc_pool_destroy(p) != 0) {
        fprintf(stderr, "bench_startup: run or destroy failed at %u workers\n", workers);
        return 1;
    }
    double t1 = now();
    dprintf(out_fd, "%.6f %ld\n", t1 - t0, peak_rss_kib());
    return 0;
}

static int measure(unsigned workers, int threads_only, double *secs, long *kib) {
    int fd[2];
    if (pipe(fd) != 0)
        return -1;
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        close(fd[0]);
        _exit(threads_only ? bare(workers, fd[1]) : one(workers, fd[1]));
    }
    close(fd[1]);
    char buf[128] = {0};
    ssize_t n = read(fd[0], buf, sizeof buf - 1);
    close(fd[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    if (n <= 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0 ||
        sscanf(buf, "%lf %ld", secs, kib) != 2)
        return -1;
    return 0;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    unsigned counts[64], ncounts = 0;
    int repeat = 1;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--repeat") == 0 && i + 1 < argc) {
            repeat = atoi(argv[++i]);
            if (repeat < 1 || repeat > 99)
                repeat = 1;
        } else if (ncounts < 64) {
            counts[ncounts++] = (unsigned)strtoul(argv[i], NULL, 10);
        }
    }
    if (ncounts == 0) {
        static const unsigned dflt[] = {16, 64, 256, 1024, 4096};
        for (unsigned k = 0; k < 5; k++)
            counts[ncounts++] = dflt[k];
    }
    printf("| workers | pool start+stop (s) | peak RSS (MiB) | bare threads create+join (s) |\n"
           "|---:|---:|---:|---:|\n");
    for (unsigned k = 0; k < ncounts; k++) {
        double t[99], b[99];
        long kib = 0, max_kib = 0, bare_kib = 0;
        for (int r = 0; r < repeat; r++) {
            if (measure(counts[k], 0, &t[r], &kib) != 0 ||
                measure(counts[k], 1, &b[r], &bare_kib) != 0) {
                fprintf(stderr, "bench_startup: %u workers failed\n", counts[k]);
                return 1;
            }
            if (kib > max_kib)
                max_kib = kib;
        }
        qsort(t, (size_t)repeat, sizeof *t, cmp_double);
        qsort(b, (size_t)repeat, sizeof *b, cmp_double);
        printf("| %u | %.3f | %.1f | %.3f |\n", counts[k], t[repeat / 2],
               (double)max_kib / 1024.0, b[repeat / 2]);
        fflush(stdout);
    }
    printf("\nmedians of %d runs, each in a fresh process\n", repeat);
    return 0;
}

/* Variable-length arrays in tasks (on the task's stacklet): one before a
 * spawn loop (`long res[n]`, as Cilk-5's knapsack writes it), a 2-D one,
 * one per loop iteration left by continue and break, sizeof of each, and a
 * void task whose array outlives a join and a stolen continuation; arrays
 * in one branch of an if whose other branch spawns, or after an if whose
 * spawning branch returns (fuzz seed 400261: once refused). */
#include <forkc.h>
#include <stdio.h>
#include <string.h>
fork_task long sumsq(int n) {
  if (n <= 1) return n;
  long res[n];
  int aa[n + 1][3];
  memset(aa, 0, sizeof aa);
  for (int i = 0; i < n; i++) {
    res[i] = fork_spawn(sumsq(i / 2));
  }
  fork_join();
  long s = 0;
  for (int i = 0; i < n; i++) {
    int tmp[i + 1];
    for (int j = 0; j <= i; j++) tmp[j] = j;
    if (i == 3) continue;
    s += res[i] + tmp[i] + aa[i][1];
    if (i > 40) break;
  }
  return s + (long)sizeof(res) + (long)sizeof aa;
}
static long total;
fork_task void fill(int n) {
    if (n < 1)
        return;
    long t[n];
    for (int i = 0; i < n; i++)
        t[i] = i;
    fork_spawn(fill(n - 1));
    fill(n / 2);
    fork_join();
    __atomic_fetch_add(&total, t[n - 1], __ATOMIC_RELAXED);
}

fork_task long branches(int n) {
    if (n < 2)
        return n;
    long a = 0;
    if (n % 3 == 0) {
        a = fork_spawn(branches(n - 1));
    } else {
        long v[n];
        for (int i = 0; i < n; i++)
            v[i] = fork_spawn(branches(i / 2));
        fork_join();
        for (int i = 0; i < n; i++)
            a += v[i];
    }
    fork_join();
    if (n % 5 == 0) {
        long c = fork_spawn(branches(n / 2));
        long d = branches(n / 3);
        return a + c + d; /* joins (the implicit join) */
    }
    long w[n % 7 + 1];
    for (int i = 0; i <= n % 7; i++)
        w[i] = fork_spawn(branches((n + i) / 3));
    fork_join();
    for (int i = 0; i <= n % 7; i++)
        a += w[i];
    return a + 1;
}

int main(void) {
    printf("sumsq %ld\n", sumsq(60));
    printf("branches %ld\n", branches(24));
    fill(18);
    printf("fill %ld\n", total);
    return 0;
}

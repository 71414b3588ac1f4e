/* Variable-length arrays in tasks (on the task's stacklet): one before a
 * spawn loop (`long res[n]`, as Cilk-5's knapsack writes it), a 2-D one,
 * one per loop iteration left by continue and break, sizeof of each, and a
 * void task whose array outlives a join and a stolen continuation. */
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

int main(void) {
    printf("sumsq %ld\n", sumsq(60));
    fill(18);
    printf("fill %ld\n", total);
    return 0;
}

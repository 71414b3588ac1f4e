/* alloca in a task: memory on the task's stacklet, freed at return (also
 * memory allocated in a loop), used as a spawn's destination. */
#include <forkc.h>
#include <alloca.h>
#include <stdio.h>
#include <string.h>
fork_task long f(int n) {
  if (n < 2) return n;
  char *buf = alloca(n + 1);
  memset(buf, 'x', n);
  buf[n] = 0;
  long *tmp = __builtin_alloca(sizeof(long) * 2);
  tmp[0] = fork_spawn(f(n - 1));
  tmp[1] = f(n - 2);
  fork_join();
  for (int i = 0; i < 3; i++) { char *p = alloca(8); p[0] = 1; tmp[0] += p[0] - 1; }
  return tmp[0] + tmp[1] + (long)strlen(buf) - n;
}
int main(void) { printf("%ld\n", f(22)); return 0; }

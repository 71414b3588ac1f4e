/* check_off.sh compiles this with and without WITH_API, with the plugin and
 * without -fplugin-arg-forkplugin-workspan: the calls must leave no trace. */
#include <forkc.h>
#include <forkc/workspan.h>
#include <stdio.h>

fork_task long fib(int n) {
    if (n < 2)
        return n;
    long a = fork_spawn(fib(n - 1));
    long b = fib(n - 2);
    fork_join();
    return a + b;
}

int main(void) {
#ifdef WITH_API
    forkc_wsp start = forkc_wsp_now();
#endif
    long r = fib(20);
#ifdef WITH_API
    forkc_wsp_dump(forkc_wsp_sub(forkc_wsp_now(), start), "fib");
#endif
    printf("%ld\n", r);
    return 0;
}

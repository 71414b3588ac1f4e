/* fib in forkc: built without the plugin it is the serial elision (variant
 * "serial"), with -fplugin it is the forkc variant. */
#include <forkc.h>
#include "bench.h"
#include "fib.h"

fork_task long fib(int n) {
    if (n < 2)
        return n;
    long a = fork_spawn(fib(n - 1));
    long b = fib(n - 2);
    fork_join();
    return a + b;
}

int main(int argc, char **argv) { FIB_MAIN_BODY(fib(n)) }

/* OpenCilk's keywords with no Cilk header, as OpenCilk 3 and Cilk Plus
 * compilers take them (the reserved spellings are keywords there, and since
 * OpenCilk 3.0 the cilk_ ones too): forkc's Cilk flags include <cilk/cilk.h>
 * first (pkg-config forkc-cilk, forkc::cilk, -DFORKC_CILK=ON).  A program that
 * tests __cilk before any include finds it defined. */
#include <stdio.h>

#ifndef __cilk
#error "__cilk is not defined by forkc's Cilk flags"
#endif

static long count(int n) {
    if (n < 2)
        return 1;
    long a = _Cilk_spawn count(n - 1);
    long b = cilk_spawn count(n - 2);
    _Cilk_sync;
    return a + b;
}

static long squares(int n) {
    long s[64] = {0};
    _Cilk_for (int i = 0; i < n; i++)
        s[i] = (long)i * i;
    long t = 0;
    cilk_for (int i = 0; i < n; i++)
        s[i] += 1;
    for (int i = 0; i < n; i++)
        t += s[i];
    return t;
}

static long scoped(int n) {
    long x = 0, y = 0;
    _Cilk_scope {
        x = _Cilk_spawn count(n);
        y = count(n - 1);
    }
    return x - y;
}

int main(void) {
    printf("count(24) = %ld\n", count(24));
    printf("squares(64) = %ld\n", squares(64));
    printf("scoped(20) = %ld\n", scoped(20));
    return 0;
}

// forkc lowers C only: a C++ file that uses <cilk/cilk.h>'s keywords with the
// plugin is an error, not a silent serial build; with cilk_stub.h first it is
// the serial build it asks for.
// RUN: not %clang -x c++ -fplugin=%plugin -I%forkc_include -I%forkc_include/forkc-cilk -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: %clang -x c++ -fplugin=%plugin -I%forkc_include -I%forkc_include/forkc-cilk -DSTUB -fsyntax-only %s
#ifdef STUB
#include <cilk/cilk_stub.h>
#endif
#include <cilk/cilk.h>

static int f(int n) { return n; }
int g(int n) {
    int x = cilk_spawn f(n);
    cilk_sync;
    return x;
}
// CHECK: cilk-cxx.c:13:13: error: 'cilk_spawn' in C++: forkc lowers C only, so this would run serially; compile the file as C, or include <cilk/cilk_stub.h> first for a serial build

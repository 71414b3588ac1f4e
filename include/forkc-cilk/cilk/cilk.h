/* <cilk/cilk.h> for forkc: OpenCilk's keywords on stock Clang 19.
 *
 * Add this header's directory (<prefix>/include/forkc-cilk) with -I and build
 * an OpenCilk-dialect C program unchanged:
 *   clang-19 -O2 -fplugin=<prefix>/lib/libforkplugin.so -I<prefix>/include \
 *            -I<prefix>/include/forkc-cilk prog.c <prefix>/lib/libforkc.a -lpthread
 * With the plugin, each keyword is rewritten into forkc's spelling before the
 * lowering (plugin/CilkSpelling.cpp; docs/using-forkc.md, "Cilk programs"):
 *   cilk_spawn f(a)         fork_spawn(f(a))   (also x = ..., T x = ...)
 *   cilk_sync               fork_join()
 *   cilk_scope { ... }      { ... fork_join(); }
 *   cilk_for                fork_for (after `#pragma cilk grainsize N`:
 *                           { fork_for_grain(N); fork_for ... })
 *   cilk_reducer(I, R)      fork_reducer(I, R)
 * and a function that spawns, syncs or opens a cilk_scope becomes a
 * fork_task.  Without the plugin (any C compiler) the program is its serial
 * elision, as with cilk_stub.h. */
#ifndef FORKC_CILK_CILK_H
#define FORKC_CILK_CILK_H

#include "../../forkc.h"

/* OpenCilk's compiler predefines __cilk (its dialect's version); code that
 * tests it after this include finds it (the pkg-config and CMake flags
 * define it for code that tests it first). */
#ifndef __cilk
#define __cilk 200
#endif

#ifndef FORKC_CILK_STUB_H
/* Empty (cilk_for: `for`) in every mode: the nested parse reads the serial
 * elision, and the plugin finds each keyword by the expansion of these
 * definitions, which it recognises by this file's name. */
#define cilk_spawn
#define cilk_sync
#define cilk_scope
#define cilk_for for
#define _Cilk_spawn
#define _Cilk_sync
#define _Cilk_scope
#define _Cilk_for for
#if defined(__FORKC_PLUGIN__)
/* The second annotation tells the plugin a reducer was spelled the Cilk
 * way (an array of them is refused: plugin/Checks.cpp). */
#define cilk_reducer(identity, reduce)                                                             \
    fork_reducer(identity, reduce) __attribute__((annotate("forkc_cilk_reducer")))
#else
#define cilk_reducer(identity, reduce) fork_reducer(identity, reduce)
#endif
#define _Hyperobject(identity, reduce) cilk_reducer(identity, reduce)
#endif

#endif /* FORKC_CILK_CILK_H */

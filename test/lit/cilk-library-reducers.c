// Cilk Plus's and OpenCilk's library reducers (C++ classes, Cilk Plus
// macros) are not in forkc: including one is an error that says what to
// write instead, with or without the plugin.
// RUN: not %forkcc -I%forkc_include/forkc-cilk -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: not %clang -I%forkc_include -I%forkc_include/forkc-cilk -fsyntax-only %s 2>&1 | FileCheck %s
#include <cilk/cilk.h>
#include <cilk/reducer_opadd.h>
// CHECK: cilk/reducer_opadd.h:2:2: error: "forkc has no <cilk/reducer_opadd.h> {{.*}}`T cilk_reducer(identity, reduce) x;`

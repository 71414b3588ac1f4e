// The library reducers that are C++ (Cilk Plus's reducer_list, reducer_string,
// reducer_ostream; OpenCilk's opadd_reducer.h and friends) are not in forkc:
// including one is an error that says what to write instead, with or without
// the plugin.  Cilk Plus's C reducers are (cilk-c-reducers.c).
// RUN: not %forkcc -I%forkc_include/forkc-cilk -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: not %clang -I%forkc_include -I%forkc_include/forkc-cilk -fsyntax-only %s 2>&1 | FileCheck %s
#include <cilk/cilk.h>
#include <cilk/reducer_opadd.h>
#include <cilk/opadd_reducer.h>
// CHECK: cilk/opadd_reducer.h:2:2: error: "forkc has no <cilk/opadd_reducer.h> {{.*}}`T cilk_reducer(identity, reduce) x;`
// CHECK-NOT: reducer_opadd.h{{.*}}error

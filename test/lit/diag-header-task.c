// A task defined in a header: the plugin can only rewrite the main file.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -I%S/Inputs -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: test ! -e %t.o
#include "header_task.h"

int use(void) { return in_header(1); }
// CHECK: header_task.h:2:22: error: fork_task 'in_header' is defined outside the main file
// CHECK: note: {{.*}}define it in one .c file

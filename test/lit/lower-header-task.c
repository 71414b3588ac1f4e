// A task defined in a header: the header's text is lowered too, and the real
// compile reads it instead of the file on disk.
// RUN: %forkcc %dump -fsyntax-only -I%S/Inputs %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -I%S/Inputs -c %s -o %t.o
// RUN: llvm-nm %t.o | FileCheck %s --check-prefix=SYM
#include "header_task.h"

int use(void) { return in_header(1); }
// CHECK: // ---- forkc: lowered header {{.*}}header_task.h
// CHECK: struct __forkc_frame_in_header {
// CHECK: #define __FORKC_LOWERED__ 1
// CHECK: int use(void) { return in_header(1); }
// SYM: t __forkc_fast_in_header

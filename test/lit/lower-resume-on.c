// forkc_resume_on(k): set the resume point, move the frame (hand_tasks.c hop).
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>

fork_task int hop(int target) {
    forkc_resume_on(target);
    return forkc_current_worker();
}
// CHECK: { { __hf->state = 1; forkc_move_to(__w, __hf, (unsigned)(target)); } if (0) { __forkc_resume_1:; } }

// Generated code sits on the user's lines; with debug info no column may lie
// past the end of the line the user wrote (sanitizer and debugger locations
// would name column 233 of a 31-column line): such columns become 0
// (DebugVars.cpp, UserColumnsPass).  The task's own statements keep theirs.
// RUN: %forkcc -g -O1 -c %s -o %t.o
// RUN: llvm-dwarfdump --debug-line %t.o > %t.lines
// RUN: awk 'NR == FNR { len[FNR] = length($0); next } $1 ~ /^0x/ && $2 > 0 && $3 > len[$2] + 1 { print "line " $2 ", column " $3 " is past its end"; bad = 1 } END { exit bad }' %s %t.lines
// RUN: awk '$1 ~ /^0x/ && $2 == 18 && $3 == 13 { ok = 1 } END { exit !ok }' %t.lines
#include <forkc.h>

fork_task static int leaf(int *p, int i) { return p[i]; }

fork_task int work(int *p, int n) {
    int a, b;
    a = fork_spawn(leaf(p, 1));
    b = leaf(p, 2);
    fork_join();
    int c = p[n];
    return a + b + c;
}

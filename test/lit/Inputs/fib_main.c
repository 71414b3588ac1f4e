#include <forkc.h>
#include <stdio.h>
fork_task long fib(int n);
int main(void) { printf("fib(20) = %ld\n", fib(20)); return 0; }

/* Hand-lowered tasks (see hand_tasks.c): the runtime's reference tasks. */
#ifndef FORKC_TEST_HAND_TASKS_H
#define FORKC_TEST_HAND_TASKS_H
#ifdef __cplusplus
extern "C" {
#endif
long hand_fib(int n);
long hand_spawn_loop(long n);
void hand_set_leaf_work(int spin); /* busy iterations per spawn_loop leaf */
int hand_hop(int target);
long hand_hop_sum(int n, int workers);
long hand_nested(int n);
int plain_c_calls_fib(int n);
long ref_fib(int n);
int hand_stack_misuse(int mode);
long ref_spawn_loop(long n);
#ifdef __cplusplus
}
#endif
#endif

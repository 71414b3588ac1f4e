/* forkc_stack_alloc/free inside recursive tasks, FILO, outside fork-join scopes. */
#include <forkc.h>
#include <stdio.h>
#include <string.h>

fork_task long scan(int depth, int width) {
    if (depth == 0)
        return width;
    long *buf = forkc_stack_alloc((size_t)width * sizeof *buf);
    char *tag = forkc_stack_alloc(16);
    memcpy(tag, "tag", 4);
    for (int i = 0; i < width; i++)
        buf[i] = fork_spawn(scan(depth - 1, width));
    fork_join();
    long s = (long)strlen(tag);
    for (int i = 0; i < width; i++) s += buf[i];
    forkc_stack_free(tag);
    forkc_stack_free(buf);
    return s;
}

int main(void) {
    printf("%ld\n", scan(4, 6));
    return 0;
}

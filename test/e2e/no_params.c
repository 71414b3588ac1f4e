/* Tasks without parameters, returning scalars and structs; called from main. */
#include <forkc.h>
#include <stdio.h>

struct big { long a[5]; };

fork_task int answer(void) { return 42; }

fork_task struct big make_big(void) {
    struct big b = {{1, 2, 3, 4, 5}};
    int x = fork_spawn(answer());
    fork_join();
    b.a[4] = x;
    return b;
}

int main(void) {
    struct big b = make_big();
    printf("%d %ld %ld\n", answer(), b.a[0], b.a[4]);
    return 0;
}

/* Local arrays and structs with initialisers (brace, string, partial), and
 * pointers to frame locals passed to children. */
#include <forkc.h>
#include <stdio.h>
#include <string.h>

struct cfg { int a; int b[3]; const char *name; };

fork_task long sum_arr(const long *v, int n) {
    long s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}

fork_task size_t slen(const char *s) { return strlen(s); }

fork_task long arrays(int k) {
    long v[8] = {1, 2, 3, [6] = 7};
    int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
    char msg[32] = "hello";
    char word[] = "forkc";
    struct cfg c = {k, {k + 1, k + 2}, "cfg"};
    const int ck = 3 * k;
    long total = fork_spawn(sum_arr(v, 8));
    size_t l1 = fork_spawn(slen(msg));
    size_t l2 = slen(word);
    fork_join();
    strcat(msg, word);
    return total + (long)l1 * 100 + (long)l2 * 1000 + m[1][2] * 10000 + c.a + c.b[0] + c.b[2] + (long)strlen(msg) + ck + (long)strlen(c.name);
}

int main(void) {
    printf("%ld\n", arrays(5));
    return 0;
}

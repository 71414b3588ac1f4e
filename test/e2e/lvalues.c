/* Spawn destinations: array element, member, through a pointer, arrow;
 * the destination address is fixed at the spawn even if `i` changes after. */
#include <forkc.h>
#include <stdio.h>

struct pair { long first, second; };

fork_task long tri(long n) { return n * (n + 1) / 2; }
static long plain_tri(long n) { return n * (n + 1) / 2; }

fork_task long lv(void) {
    long parts[6];
    struct pair p, q;
    struct pair *pp = &q;
    long out;
    long *po = &out;
    int i = 0;
    parts[i++] = fork_spawn(tri(10)); /* i is read for the address before the increment lands */
    parts[i] = fork_spawn(tri(11));
    i = 2;
    parts[i] = fork_spawn(plain_tri(12));
    i = 3; parts[i] = fork_spawn(plain_tri(13)); i = 99;
    p.first = fork_spawn(tri(20));
    p.second = fork_spawn(plain_tri(21));
    pp->first = fork_spawn(tri(30));
    (*pp).second = fork_spawn(plain_tri(31));
    *po = fork_spawn(tri(40));
    fork_join();
    return parts[0] + parts[1] * 10 + parts[2] * 100 + parts[3] * 1000 + p.first + p.second + q.first + q.second + out + i;
}

int main(void) {
    printf("%ld\n", lv());
    return 0;
}

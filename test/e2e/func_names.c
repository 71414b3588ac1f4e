/* __func__ and __FUNCTION__ in tasks and in fork_for bodies name the
 * function the user wrote, not the clone or loop task the body runs in:
 * written directly, through a macro's body, in a spawned child's argument,
 * in a static local's initialiser,
 * in a fork_for body in a task and in plain C (assert's __PRETTY_FUNCTION__
 * takes the macro path too: test/lit/lower-func-names.c). */
#include <forkc.h>
#include <stdio.h>
#include <string.h>

#define WHERE() __func__
#define LOG(buf, k) snprintf((buf), sizeof(buf), "%s:%d", __FUNCTION__, (k))

fork_task unsigned long name_len(const char *s) { return (unsigned long)strlen(s); }

fork_task unsigned long who(int n) {
    static const char *const me = __func__; /* moves to file scope */
    char line[64];
    if (n < 2)
        return (unsigned long)strlen(__func__) + sizeof(__FUNCTION__);
    unsigned long a = fork_spawn(who(n - 1));
    unsigned long c = fork_spawn(name_len(__func__));
    unsigned long b = who(n - 2);
    fork_join();
    LOG(line, n);
    return a + b + c + strlen(WHERE()) + strlen(line) + (unsigned long)me[1];
}

fork_task void rows(unsigned long *out, int n) {
    fork_for (int i = 0; i < n; i++)
        out[i] = (unsigned long)strlen(__func__) * (unsigned long)i + strlen(WHERE());
}

static void plain(unsigned long *out, int n) {
    fork_for (int i = 0; i < n; i++) {
        char buf[32];
        LOG(buf, i);
        out[i] += (unsigned long)strlen(buf) + (unsigned long)strlen(__func__);
    }
}

int main(void) {
    unsigned long out[100] = {0}, h = 0;
    printf("who %lu\n", who(16));
    rows(out, 100);
    plain(out, 100);
    for (int i = 0; i < 100; i++)
        h = h * 31 + out[i];
    printf("%s %lu\n", __func__, h);
    return 0;
}

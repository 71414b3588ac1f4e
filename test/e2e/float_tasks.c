/* float and double parameters and results; tree-shaped sums are deterministic. */
#include <forkc.h>
#include <stdio.h>

fork_task double harmonic(int lo, int hi) {
    if (hi - lo < 64) {
        double s = 0;
        for (int i = lo; i < hi; i++) s += 1.0 / i;
        return s;
    }
    int mid = (lo + hi) / 2;
    double a = fork_spawn(harmonic(lo, mid));
    double b = fork_spawn(harmonic(mid, hi));
    fork_join();
    return a + b;
}

fork_task float scale(float x, float k) { return x * k; }

fork_task float fsum(int n) {
    float parts[10];
    for (int i = 0; i < n; i++)
        parts[i] = fork_spawn(scale((float)i, 0.5f));
    fork_join();
    float s = 0;
    for (int i = 0; i < n; i++) s += parts[i];
    return s;
}

int main(void) {
    printf("%.12f\n", harmonic(1, 100000));
    printf("%.3f\n", (double)fsum(10));
    return 0;
}

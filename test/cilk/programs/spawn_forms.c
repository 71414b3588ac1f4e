/* spawn_forms: every statement form of cilk_spawn, each result checked
 * against the same computation done serially.
 *   x = cilk_spawn f(a);          into a local declared earlier
 *   long y = cilk_spawn f(a);     a declaration (also struct and double, and
 *                                 an int result converted to long / double)
 *   a[i] = cilk_spawn f(a);       an array element, also in a loop
 *   p->field = cilk_spawn f(a);   a member through a pointer (and s.field)
 *   cilk_spawn g(&out);           a void function, and a result discarded
 * spawning a plain leaf function that never spawns, spawns in loops and in
 * if/else branches, spawns in main itself, and functions that end without
 * a cilk_sync (the implicit sync at the end of every spawning function). */
#include <stdio.h>

#include <cilk/cilk.h>

static int failures;

static void check(const char *what, long got, long want) {
    printf("%-40s %ld\n", what, got);
    if (got != want) {
        printf("FAIL: %s: expected %ld\n", what, want);
        failures++;
    }
}

/* A plain leaf: never spawns. */
long leaf(long a) { return a * a + 1; }

/* A spawning function (fib). */
long f(long n) {
    if (n < 2)
        return n;
    long x = cilk_spawn f(n - 1);
    long y = f(n - 2);
    cilk_sync;
    return x + y;
}

static long f_serial(long n) { return n < 2 ? n : f_serial(n - 1) + f_serial(n - 2); }

/* void functions writing through a pointer: a leaf and a spawning one. */
void g_leaf(long *out) { *out = 4242; }

void g(long *out) {
    long a, b;
    a = cilk_spawn f(15);
    b = cilk_spawn leaf(7);
    cilk_sync;
    *out = a * 100 + b;
}

void say(const char *s) { printf("%s\n", s); }

struct point {
    long x, y;
};

struct point mkpoint(long n) {
    struct point p;
    p.x = cilk_spawn f(n);
    p.y = leaf(n);
    cilk_sync;
    return p;
}

double half(long n) { return (double)f(n) / 2.0; }

/* Returns int: its spawned result is converted as in an assignment. */
int icount(int n) {
    if (n < 1)
        return 1;
    int a = cilk_spawn icount(n - 1);
    int b = icount(n - 1);
    cilk_sync;
    return a + b;
}

struct record {
    long key;
    long value;
    struct record *next;
};

/* No cilk_sync anywhere: the function's end waits for both children. */
void fill_no_sync(long *out, int n) {
    cilk_spawn g(&out[0]);
    cilk_spawn g_leaf(&out[1]);
    out[2] = cilk_spawn f(n);
    out[3] = leaf(n);
}

/* No cilk_sync, and the spawns are in a loop: all are waited for at the end. */
void loop_no_sync(long *out, int n) {
    for (int i = 0; i < n; i++)
        out[i] = cilk_spawn f(i);
}

/* Spawns in both branches of an if, in a loop; the branches write different
 * variables, synced once after the loop. */
long branches(int n) {
    long even[32] = {0}, odd[32] = {0};
    for (int i = 0; i < n; i++) {
        if (i % 2 == 0)
            even[i] = cilk_spawn f(i);
        else if (i % 3 == 0)
            odd[i] = cilk_spawn leaf(i);
        else
            odd[i] = leaf(i + 100);
    }
    cilk_sync;
    long s = 0;
    for (int i = 0; i < n; i++)
        s += even[i] * 3 + odd[i];
    return s;
}

static long branches_serial(int n) {
    long s = 0;
    for (int i = 0; i < n; i++)
        s += i % 2 == 0 ? f_serial(i) * 3 : i % 3 == 0 ? leaf(i) : leaf(i + 100);
    return s;
}

/* A spawn only in one branch; the other returns early without spawning. */
long maybe(int n) {
    if (n < 5)
        return -n;
    long r;
    r = cilk_spawn f(n);
    long l = leaf(n);
    cilk_sync;
    return r + l;
}

/* Records in a linked list, each value spawned into its member. */
long list_values(struct record *head) {
    for (struct record *p = head; p; p = p->next)
        p->value = cilk_spawn f(p->key);
    cilk_sync;
    long s = 0;
    for (struct record *p = head; p; p = p->next)
        s = s * 7 + p->value;
    return s;
}

/* Spawns whose results are dropped (the children run for their effects). */
long dropped(long *cells, int n) {
    for (int i = 0; i < n; i++) {
        cilk_spawn f(i);
        cilk_spawn g_leaf(&cells[i]);
    }
    cilk_sync;
    long s = 0;
    for (int i = 0; i < n; i++)
        s += cells[i];
    return s;
}

int main(void) {
    long x;
    long arr[8];
    struct record recs[6];
    struct record *rp = &recs[0];
    long out;

    /* x = cilk_spawn f(a); */
    x = cilk_spawn f(20);
    /* long y = cilk_spawn f(a); */
    long y = cilk_spawn f(19);
    /* a[i] = cilk_spawn f(a); */
    for (int i = 0; i < 8; i++)
        arr[i] = cilk_spawn f(i + 10);
    /* p->field = cilk_spawn f(a); */
    rp->key = cilk_spawn leaf(3);
    rp->value = cilk_spawn f(18);
    /* cilk_spawn g(&out); with void g */
    cilk_spawn g(&out);
    /* other declared types */
    struct point pt = cilk_spawn mkpoint(16);
    double h = cilk_spawn half(17);
    /* a plain leaf spawned */
    long lf = cilk_spawn leaf(12);
    /* int -> long and int -> double */
    long wide = cilk_spawn icount(10);
    double dbl;
    dbl = cilk_spawn icount(11);
    cilk_sync;

    check("x = cilk_spawn f(20)", x, f_serial(20));
    check("long y = cilk_spawn f(19)", y, f_serial(19));
    long s = 0;
    long se = 0;
    for (int i = 0; i < 8; i++) {
        s = s * 3 + arr[i];
        se = se * 3 + f_serial(i + 10);
    }
    check("arr[i] = cilk_spawn f(i + 10)", s, se);
    check("rp->key = cilk_spawn leaf(3)", rp->key, leaf(3));
    check("rp->value = cilk_spawn f(18)", rp->value, f_serial(18));
    check("cilk_spawn g(&out)", out, f_serial(15) * 100 + leaf(7));
    check("struct point pt = cilk_spawn", pt.x * 1000 + pt.y, f_serial(16) * 1000 + leaf(16));
    check("double h = cilk_spawn half(17)", (long)(h * 2), f_serial(17));
    check("long lf = cilk_spawn leaf(12)", lf, leaf(12));
    check("long wide = cilk_spawn icount(10)", wide, 1024);
    check("dbl = cilk_spawn icount(11)", (long)dbl, 2048);

    long cells[4] = {0, 0, 0, 0};
    fill_no_sync(cells, 17);
    check("implicit sync: fill_no_sync", cells[0] + cells[1] + cells[2] + cells[3],
          f_serial(15) * 100 + leaf(7) + 4242 + f_serial(17) + leaf(17));

    long seq[20];
    loop_no_sync(seq, 20);
    s = se = 0;
    for (int i = 0; i < 20; i++) {
        s += seq[i] * (i + 1);
        se += f_serial(i) * (i + 1);
    }
    check("implicit sync: loop_no_sync", s, se);

    check("spawns in if/else branches", branches(25), branches_serial(25));
    check("maybe(3) (no spawn taken)", maybe(3), -3);
    check("maybe(14)", maybe(14), f_serial(14) + leaf(14));

    for (int i = 0; i < 6; i++) {
        recs[i].key = 5 + 2 * i;
        recs[i].value = -1;
        recs[i].next = i + 1 < 6 ? &recs[i + 1] : NULL;
    }
    se = 0;
    for (int i = 0; i < 6; i++)
        se = se * 7 + f_serial(5 + 2 * i);
    check("p->value = cilk_spawn in a list walk", list_values(recs), se);

    long dcells[10] = {0};
    check("dropped results", dropped(dcells, 10), 42420);

    long last = 0;
    cilk_spawn g_leaf(&last);
    cilk_sync;
    check("cilk_spawn g_leaf(&last) in main", last, 4242);

    /* The verdict is printed by a child that main never syncs explicitly:
     * main's implicit sync at its end waits for it. */
    int rc = failures != 0;
    cilk_spawn say(rc ? "FAIL" : "ok");
    return rc;
}

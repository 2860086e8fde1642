/* kernels (2.5.3, 2.15.1): host code between the kernels of a `kernels` construct calling a
 * function of the file that reads or writes the construct's data: a `routine seq` in a `while`
 * test (`while (get(e, 0) < 3)`), a function without a routine directive in an `if` test that
 * stores through its pointer argument (`if (bump(&e[1], 2) > 1)`), a call with a double
 * result in a `for` test, a call whose result a declaration keeps, a `void` call in a comma
 * expression and a call returning a pointer into the construct's data (`*pick(e, 2)`). The construct's code runs
 * on the device (2.5.3), and its data is the device copy there: each call is a kernel of one
 * thread, launched with the arguments the host computed (pointers translated to their device
 * copies), its result copied back for the host's test. Before the fix each call was a warning
 * and the construct ran on the host only (stopping under emul and on a GPU). `if(false)`
 * (2.5.6) inside a data region calls the host function on the host's data. Results are compared
 * with the same code run as plain C. */
#include "check.h"
#define N 64

#pragma acc routine seq
static int get(const int *e, int i) { return e[i]; }

static int bump(int *p, int by) {
    *p += by;
    return *p;
}

static void step(int *e) { e[2] += 1; }

static int *pick(int *a, int k) { return a + k; }

static double mean(const double *x, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += x[i];
    return s / n;
}

int main(void) {
    int e[4] = {0, 0, 0, 0}, a[N], r[N];
    double x[N], rx[N];
    for (int i = 0; i < N; i++) { a[i] = r[i] = i; x[i] = rx[i] = 0.5 * i; }
#pragma acc kernels copy(e, a, x)
    {
        while (get(e, 0) < 3) {
            for (int i = 0; i < N; i++)
                a[i] += 1;
            e[0]++;                        /* a kernel of one thread: the device copy */
        }
        if (bump(&e[1], 2) > 1) {          /* e[1] becomes 2 on the device */
            for (int i = 0; i < N; i++)
                a[i] *= e[1];
        }
        for (int it = 0; mean(x, N) < 40.0 && it < 100; it++) {
            for (int i = 0; i < N; i++)
                x[i] += 1.0;
        }
        int m = get(a, 5);
        for (int i = 0; i < N; i++)
            a[i] -= m;
        while ((step(e), e[2]) < 3) {      /* a void call; e[2] on the device */
            for (int i = 0; i < N; i++)
                a[i] += 2;
        }
        if (*pick(e, 2) == 3) {            /* a pointer result, translated back */
            for (int i = 0; i < N; i++)
                a[i] += 100;
        }
    }
    /* The same as plain C. */
    int re[4] = {0, 0, 0, 0};
    while (get(re, 0) < 3) {
        for (int i = 0; i < N; i++) r[i] += 1;
        re[0]++;
    }
    if (bump(&re[1], 2) > 1)
        for (int i = 0; i < N; i++) r[i] *= re[1];
    for (int it = 0; mean(rx, N) < 40.0 && it < 100; it++)
        for (int i = 0; i < N; i++) rx[i] += 1.0;
    int rm = get(r, 5);
    for (int i = 0; i < N; i++) r[i] -= rm;
    while ((step(re), re[2]) < 3)
        for (int i = 0; i < N; i++) r[i] += 2;
    if (*pick(re, 2) == 3)
        for (int i = 0; i < N; i++) r[i] += 100;
    for (int k = 0; k < 4; k++) CHECK(e[k] == re[k]);
    for (int i = 0; i < N; i++) CHECK(a[i] == r[i] && x[i] == rx[i]);

    /* `if(false)` (2.5.6) inside a data region: the construct runs on the local device, whose
     * data is the host's; the call stores into host memory, the device copy keeps its values. */
    int h[2] = {1, 1}, off = 0;
#pragma acc data copyin(h)
    {
#pragma acc kernels if(off)
        {
            if (bump(&h[0], 5) == 6) {
                for (int i = 0; i < N; i++)
                    a[i] += h[0];
            }
        }
    }
    for (int i = 0; i < N; i++) r[i] += 6;
    CHECK(h[0] == 6 && h[1] == 1);
    for (int i = 0; i < N; i++) CHECK(a[i] == r[i]);
    printf("e = %d %d %d %d, a[7] = %d, x[3] = %g\n", e[0], e[1], e[2], e[3], a[7], x[3]);
    CHECK_DONE();
}

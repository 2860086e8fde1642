/* kernels (OpenACC 3.3, 2.5.3; loop auto 2.9.7) with calls to `routine seq` functions
 * (2.15.1): a call is free of dependences only when the routine's body, in this file, and
 * everything it calls write nothing but their own locals; what it reads through its pointer
 * arguments or from globals is a reference of the loop. step() writes through its pointer
 * argument (p[i+1] = p[i] + 1), via() calls step(), next() increments a global, prev() reads
 * the element the previous iteration wrote, get() reads a global array the loop writes: these
 * loops carry a dependence and were parallelized (any routine was taken as pure). sq() and
 * rowsum() (which reads the row it is passed) keep their loops parallel. The .minfo beside
 * this file pins which loops are parallel. */
#include "check.h"

enum { N = 3000, R = 50 };
static int a[N + 1], b[N + 1], c[N], e[N], f[N + 1], tab[N + 1];
static double m[R][R], out[R], q[N];
static int counter;
#pragma acc declare copyin(counter, tab)

#pragma acc routine seq
static void step(int *p, int i) { p[i + 1] = p[i] + 1; }
#pragma acc routine seq
static void via(int *p, int i) { step(p, i); }
#pragma acc routine seq
static int next(void) { return counter++; }
#pragma acc routine seq
static int prev(const int *p, int i) { return p[i - 1]; }
#pragma acc routine seq
static int get(int i) { return tab[i]; }
#pragma acc routine seq
static double sq(double x) {
    double t = x;
    return t * x;
}
#pragma acc routine seq
static double rowsum(const double *r, int n) {
    double s = 0;
    for (int j = 0; j < n; j++) s += r[j];
    return s;
}

int main(void) {
    for (int i = 0; i <= N; i++) a[i] = b[i] = f[i] = tab[i] = 1;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < R; j++) m[i][j] = i + j;
#pragma acc update device(tab)
#pragma acc kernels
    {
        for (int i = 0; i < N; i++) step(a, i);
        for (int i = 0; i < N; i++) via(b, i);
        for (int i = 1; i <= N; i++) f[i] = prev(f, i) + 1;
        for (int i = 1; i <= N; i++) tab[i] = get(i - 1) + 1;
        for (int i = 0; i < N; i++) q[i] = sq(i);
        for (int i = 0; i < R; i++) out[i] = rowsum(m[i], R);
    }
#pragma acc update self(tab)
#pragma acc kernels
    for (int i = 0; i < N; i++) c[i] = next();
    for (int i = 0; i <= N; i++) {
        CHECK(a[i] == i + 1);
        CHECK(b[i] == i + 1);
        CHECK(f[i] == i + 1);
        CHECK(tab[i] == i + 1);
    }
    for (int i = 0; i < N; i++) {
        CHECK(c[i] == i);
        CHECK(q[i] == (double)i * i);
    }
    for (int i = 0; i < R; i++) CHECK(out[i] == R * i + R * (R - 1) / 2);
    CHECK_DONE();
}

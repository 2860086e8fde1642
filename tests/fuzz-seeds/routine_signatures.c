/* Seed of the whole-pipeline fuzz test (tests/fuzz-seeds/README.md): routine seq with VLA, static-array, struct, function-pointer, union, _Complex, long double parameters and a K&R definition (2.15.1). */
#include <stdio.h>
#include <complex.h>
typedef struct { float x, y; } v2;
typedef v2 (*v2fn)(v2);
typedef union { int i; float f; } pun;
#pragma acc routine seq
static double rowsum(int n, const double a[n]) { double s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
#pragma acc routine seq
static double mat(int n, int m, double a[n][m], int i) { return a[i][m - 1]; }
#pragma acc routine seq
static int st(int v[static 3]) { return v[0] + v[2]; }
#pragma acc routine seq
static v2 rot(v2 p) { v2 r = { -p.y, p.x }; return r; }
#pragma acc routine seq
static v2 app(v2fn f, v2 p) { return f(p); }
#pragma acc routine seq
static float pf(pun u) { return u.f; }
#pragma acc routine seq
static double complex cmul(double complex a, double complex b) { return a * b; }
#pragma acc routine seq
static int kr(a, b) int a; int b; { return a - b; }
#pragma acc routine seq
static long double ldf(long double x) { return x * 2; }
int main(void) {
    double A[4][5]; int iv[3] = {1, 2, 3};
    for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) A[i][j] = i + j;
    double out[4]; v2 o2[4];
#pragma acc parallel loop copyin(A, iv) copyout(out, o2)
    for (int i = 0; i < 4; i++) {
        pun u; u.f = 1.5f;
        double complex z = cmul(i + 1.0 * I, 2.0);
        out[i] = rowsum(5, A[i]) + mat(4, 5, A, i) + st(iv) + pf(u) + creal(z) + cimag(z) + kr(i, 1) + (double)ldf(i);
        v2 p = { (float)i, 1.0f };
        o2[i] = app(rot, p);
    }
    for (int i = 0; i < 4; i++) printf("%g %g %g\n", out[i], o2[i].x, o2[i].y);
    return 0;
}

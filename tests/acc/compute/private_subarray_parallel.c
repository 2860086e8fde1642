/* OpenACC 3.3, 2.5.13 and 2.7.1 (issue 8): private(p[lo:len]) on a parallel construct gives
 * each gang its own len elements, and p in the region points at them so that p[lo] ..
 * p[lo+len-1] work; the original elements are untouched. Pointers, arrays, 2-D arrays, struct
 * members (2.5.13 allows any var, members included), elements, lower bounds other than 0, a
 * section too large for a thread's stack, whole arrays too large for one (or of variable
 * length). Gangs run at the same time (16 threads), so a shared copy shows up as a wrong sum. */
#include <string.h>
#include "check.h"

struct S { int n; double *p; float a[40]; int x; };

int main(void) {
    /* The repro: a pointer, lower bound 0. */
    int n = 16;
    double *t = malloc(n * sizeof *t);
    for (int i = 0; i < n; i++) t[i] = -1;
    double out[64] = {0};
#pragma acc parallel num_gangs(4) private(t[0:n]) copy(out)
    {
#pragma acc loop gang
        for (int g = 0; g < 64; ++g) {
            for (int i = 0; i < n; ++i) t[i] = g + i;
            double s = 0;
            for (int i = 0; i < n; ++i) s += t[i];
            out[g] = s;
        }
    }
    for (int g = 0; g < 64; g++) CHECK(out[g] == 16 * g + 120);
    for (int i = 0; i < n; i++) CHECK(t[i] == -1);

    /* A lower bound other than 0: the copy is indexed t[4] .. t[11]. */
    memset(out, 0, sizeof out);
#pragma acc parallel private(t[4:8]) copy(out)
    {
#pragma acc loop gang
        for (int g = 0; g < 64; ++g) {
            for (int i = 4; i < 12; ++i) t[i] = g * i;
            double s = 0;
            for (int i = 4; i < 12; ++i) s += t[i];
            out[g] = s;
        }
    }
    for (int g = 0; g < 64; g++) CHECK(out[g] == 60.0 * g);
    for (int i = 0; i < n; i++) CHECK(t[i] == -1);

    /* A subarray of an array; the region still sees a float[100] (sizeof). */
    float a[100];
    for (int i = 0; i < 100; i++) a[i] = 7;
    int sz = 0;
    memset(out, 0, sizeof out);
#pragma acc parallel private(a[2:10]) copy(out, sz)
    {
#pragma acc loop gang
        for (int g = 0; g < 64; ++g) {
            for (int i = 2; i < 12; ++i) a[i] = g + i;
            float s = 0;
            for (int i = 2; i < 12; ++i) s += a[i];
            out[g] = s;
            if (g == 0) sz = sizeof(a);
        }
    }
    for (int g = 0; g < 64; g++) CHECK(out[g] == 10 * g + 65);
    for (int i = 0; i < 100; i++) CHECK(a[i] == 7);
    CHECK(sz == sizeof(float) * 100);

    /* Rows of a 2-D array, with and without the (whole) inner dimension. */
    double m[10][20];
    for (int i = 0; i < 10; i++) for (int j = 0; j < 20; j++) m[i][j] = 1;
    memset(out, 0, sizeof out);
#pragma acc parallel private(m[2:3]) copy(out)
    {
#pragma acc loop gang
        for (int g = 0; g < 64; ++g) {
            for (int i = 2; i < 5; ++i) for (int j = 0; j < 20; ++j) m[i][j] = g;
            double s = 0;
            for (int i = 2; i < 5; ++i) for (int j = 0; j < 20; ++j) s += m[i][j];
            out[g] = s;
        }
    }
    for (int g = 0; g < 64; g++) CHECK(out[g] == 60.0 * g);
    memset(out, 0, sizeof out);
#pragma acc parallel private(m[7:3][0:20]) copy(out)
    {
#pragma acc loop gang
        for (int g = 0; g < 64; ++g) {
            for (int j = 0; j < 20; ++j) m[9][j] = g + j;
            double s = 0;
            for (int j = 0; j < 20; ++j) s += m[9][j];
            out[g] = s;
        }
    }
    for (int g = 0; g < 64; g++) CHECK(out[g] == 20.0 * g + 190);
    for (int i = 0; i < 10; i++) for (int j = 0; j < 20; j++) CHECK(m[i][j] == 1);

    /* One element. */
    int e[8] = {0};
    memset(out, 0, sizeof out);
#pragma acc parallel private(e[3]) copy(out)
    {
#pragma acc loop gang
        for (int g = 0; g < 64; ++g) {
            e[3] = g;
            for (int k = 0; k < 100; k++) e[3] += 1;
            out[g] = e[3];
        }
    }
    for (int g = 0; g < 64; g++) CHECK(out[g] == g + 100);
    CHECK(e[3] == 0);

    /* Struct members: a pointer member's section, through '.' and '->', an array member's
     * section, a whole scalar member. The other members stay shared. */
    double *buf = malloc(32 * sizeof *buf);
    for (int i = 0; i < 32; i++) buf[i] = -2;
    struct S s = {32, buf, {0}, 5};
    for (int i = 0; i < 40; i++) s.a[i] = 3;
    struct S *sp = &s;
    memset(out, 0, sizeof out);
#pragma acc parallel private(s.p[0:s.n], s.a[10:20], s.x) copy(out)
    {
#pragma acc loop gang
        for (int g = 0; g < 64; ++g) {
            s.x = g;
            for (int i = 0; i < s.n; ++i) s.p[i] = s.x;
            for (int i = 10; i < 30; ++i) s.a[i] = 1;
            double sum = 0;
            for (int i = 0; i < s.n; ++i) sum += s.p[i];
            for (int i = 10; i < 30; ++i) sum += s.a[i];
            out[g] = sum;
        }
    }
    for (int g = 0; g < 64; g++) CHECK(out[g] == 32.0 * g + 20);
    CHECK(s.x == 5 && s.p == buf && s.n == 32);
    for (int i = 0; i < 32; i++) CHECK(buf[i] == -2);
    for (int i = 0; i < 40; i++) CHECK(s.a[i] == 3);
    memset(out, 0, sizeof out);
#pragma acc parallel private(sp->p[8:4]) copy(out) copyin(s)
    {
#pragma acc loop gang
        for (int g = 0; g < 64; ++g) {
            for (int i = 8; i < 12; ++i) sp->p[i] = g;
            out[g] = sp->p[8] + sp->p[11] + sp->n;
        }
    }
    for (int g = 0; g < 64; g++) CHECK(out[g] == 2.0 * g + 32);
    for (int i = 0; i < 32; i++) CHECK(buf[i] == -2);

    /* A section larger than a thread's stack block: its copies come from the heap. */
    int big = 300000;
    double *h = malloc(big * sizeof *h);
    h[0] = h[big - 1] = -3;
    memset(out, 0, sizeof out);
#pragma acc parallel num_gangs(8) private(h[0:big]) copy(out)
    {
#pragma acc loop gang
        for (int g = 0; g < 8; ++g) {
            for (int i = 0; i < big; ++i) h[i] = g;
            double sum = 0;
            for (int i = 0; i < big; ++i) sum += h[i];
            out[g] = sum;
        }
    }
    for (int g = 0; g < 8; g++) CHECK(out[g] == 300000.0 * g);
    CHECK(h[0] == -3 && h[big - 1] == -3);

    /* Whole arrays: one larger than a thread's stack, one of variable length. */
    static double w[40000];
    double v[n * 4];
    for (int i = 0; i < n * 4; i++) v[i] = -4;
    w[0] = -5;
    memset(out, 0, sizeof out);
#pragma acc parallel private(w, v) copy(out)
    {
#pragma acc loop gang
        for (int g = 0; g < 64; ++g) {
            for (int i = 0; i < 40000; ++i) w[i] = g;
            for (int i = 0; i < n * 4; ++i) v[i] = 1;
            double sum = 0;
            for (int i = 0; i < 40000; i += 1000) sum += w[i];
            for (int i = 0; i < n * 4; ++i) sum += v[i];
            out[g] = sum + sizeof(v) / sizeof(v[0]);
        }
    }
    for (int g = 0; g < 64; g++) CHECK(out[g] == 40.0 * g + 128);
    CHECK(w[0] == -5 && v[0] == -4);

    free(t);
    free(buf);
    free(h);
    CHECK_DONE();
}

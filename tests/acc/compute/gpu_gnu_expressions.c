/* GNU C expressions that real code uses through macros, in compute regions on the GPU:
 * statement expressions (the GNU MIN/MAX macros with __typeof__ / __auto_type), the
 * conditional with omitted middle operand `a ?: b`, case ranges `case 1 ... 9:`, array range
 * designators `[1 ... 3] = v`, and the designated initializer of a union member other than
 * the first (the type-punning idiom). Before, each made its region host-only (a warning, and
 * under emul or nvidia the region stopped). NVRTC's C++ accepts none of the GNU forms
 * (2026-11-29): the CUDA writer prints lambdas, one label per case value, positional lists.
 * Expected values are what gcc computes for the same code on the host. */
#include <string.h>
#include "check.h"
#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
#define MIN(a, b) ({ __auto_type _a = (a); __auto_type _b = (b); _a < _b ? _a : _b; })
/* A statement expression with a loop and its own break, a void one (glibc's assert style). */
#define FIRST_ABOVE(v, n, t) ({ int _r = -1; for (int _j = 0; _j < (n); _j++) if ((v)[_j] > (t)) { _r = _j; break; } _r; })
#define N 64
union pun { unsigned u; float f; };
struct tagged { int kind; union { int i; double d; } v; };

static int classify(int x) {
    switch (x) {
    case -5 ... -1: return 1;
    case 0: return 2;
    case 1 ... 9: return 3;
    case 'a' ... 'z': return 4;
    case 20 ... 10: return 99; /* an empty range labels nothing (gcc) */
    default: return 5;
    }
}

static void expected(const int *in, const double *x, int *o1, double *o2, int *o3, int *o4,
                     int *o5, unsigned *o6, double *o7, int *o8) {
    for (int i = 0; i < N; i++) {
        int k = in[i];
        o1[i] = MAX(k, 10) + MIN(k, 3) + MAX(MIN(k, 30), 5);
        o2[i] = MAX(x[i], 0.5) + MIN(x[i], (double)k);
        int c = k % 4;
        const int *p = (k & 1) ? &in[i] : 0;
        o3[i] = (c ?: -7) + *(p ?: &in[0]);
        int m = k;
        int before = m;
        int got = m++ ?: 100;
        o4[i] = got * 1000 + (m - before);
        o5[i] = classify(k - 10) * 100 + classify(k + 60) + FIRST_ABOVE(in, N, k + 3) * 10000;
        int arr[8] = {[1 ... 3] = 7, [5] = 2, [6 ... 7] = k};
        int s = 0;
        for (int j = 0; j < 8; j++) s = s * 3 + arr[j];
        o8[i] = s;
        union pun pu = {.f = (float)k + 0.25f};
        o6[i] = pu.u;
        struct tagged t = {.kind = 1, .v = {.d = x[i]}};
        o7[i] = t.v.d * t.kind;
    }
}

int main(void) {
    int in[N];
    double x[N];
    for (int i = 0; i < N; i++) {
        in[i] = (i * 37) % 71 - 20;
        x[i] = (i % 9) * 0.375 - 1.0;
    }
    int o1[N], o3[N], o4[N], o5[N], o8[N], w1[N], w3[N], w4[N], w5[N], w8[N];
    double o2[N], o7[N], w2[N], w7[N];
    unsigned o6[N], w6[N];
    expected(in, x, w1, w2, w3, w4, w5, w6, w7, w8);
#pragma acc parallel loop copyin(in, x) copyout(o1, o2, o3, o4, o5, o6, o7, o8)
    for (int i = 0; i < N; i++) {
        int k = in[i];
        o1[i] = MAX(k, 10) + MIN(k, 3) + MAX(MIN(k, 30), 5);
        o2[i] = MAX(x[i], 0.5) + MIN(x[i], (double)k);
        int c = k % 4;
        const int *p = (k & 1) ? &in[i] : 0;
        o3[i] = (c ?: -7) + *(p ?: &in[0]);
        int m = k;
        int before = m;
        int got = m++ ?: 100; /* evaluated once */
        o4[i] = got * 1000 + (m - before);
        o5[i] = classify(k - 10) * 100 + classify(k + 60) + FIRST_ABOVE(in, N, k + 3) * 10000;
        int arr[8] = {[1 ... 3] = 7, [5] = 2, [6 ... 7] = k};
        int s = 0;
        for (int j = 0; j < 8; j++) s = s * 3 + arr[j];
        o8[i] = s;
        union pun pu = {.f = (float)k + 0.25f};
        o6[i] = pu.u;
        struct tagged t = {.kind = 1, .v = {.d = x[i]}};
        o7[i] = t.v.d * t.kind;
    }
    for (int i = 0; i < N; i++) {
        CHECK(o1[i] == w1[i]);
        CHECK(o2[i] == w2[i]);
        CHECK(o3[i] == w3[i]);
        CHECK(o4[i] == w4[i]);
        CHECK(o5[i] == w5[i]);
        CHECK(o6[i] == w6[i]);
        CHECK(o7[i] == w7[i]);
        CHECK(o8[i] == w8[i]);
    }
    /* In gang-redundant code (outside any loop) and a worker/vector loop's condition. */
    int big = 0, small = 0, cnt = 0;
#pragma acc parallel num_gangs(2) copy(big, small, cnt) copyin(in)
    {
        int lo = MIN(in[3], in[4]);
        if (MAX(lo, 0) >= 0) {
#pragma acc loop reduction(max : big) reduction(min : small) reduction(+ : cnt)
            for (int i = 0; i < N; i++) {
                big = MAX(big, in[i]);
                small = MIN(small, in[i] ?: 1000);
                switch (in[i]) {
                case 0 ... 9: cnt++; break;
                default: break;
                }
            }
        }
    }
    int wb = 0, ws = 0, wc = 0;
    for (int i = 0; i < N; i++) {
        wb = MAX(wb, in[i]);
        ws = MIN(ws, in[i] ?: 1000);
        wc += in[i] >= 0 && in[i] <= 9;
    }
    CHECK(big == wb);
    CHECK(small == ws);
    CHECK(cnt == wc);
    CHECK_DONE();
}

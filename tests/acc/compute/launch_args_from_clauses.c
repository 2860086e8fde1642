/* Issue 10 / OpenACC 3.3, 2.6 and 2.7: a launch takes its arguments' device addresses from the
 * compute construct's own data clauses when they map them (no present lookup), and from the
 * present table otherwise. Each kernel below reaches data through a different relation between
 * the argument and the clause: a section with a non-zero lower bound, a pointer into the
 * middle of another pointer's section, a `present(p)` of a pointer variable (its target
 * present), data mapped only by an enclosing data region, a zero-length section beside a
 * mapped one, and arguments from two clauses. Any wrong offset reads or writes the wrong
 * device bytes. */
#include "check.h"
#define N 64
int main(void) {
    float *a = (float *)malloc(N * sizeof(float));
    float arr[N], b[N];
    for (int i = 0; i < N; i++) { a[i] = (float)i; arr[i] = 2.0f * i; b[i] = 0; }
    /* A section from a non-zero lower bound. */
#pragma acc parallel loop copy(a[8:16])
    for (int i = 8; i < 24; i++) a[i] += 100;
    /* An array section from a non-zero lower bound. */
#pragma acc parallel loop copy(arr[5:10])
    for (int i = 5; i < 15; i++) arr[i] *= 3;
    /* A pointer into the middle of another pointer's section. */
    float *mid = a + 30;
#pragma acc parallel loop copy(a[0:N])
    for (int i = 0; i < 10; i++) mid[i] = a[i] + 1000;
    /* present(p) of a pointer variable, its target present. */
#pragma acc enter data copyin(a[0:N])
#pragma acc parallel loop present(a)
    for (int i = 0; i < N; i++) a[i] += 1;
    /* Present only through an enclosing data region, beside a clause of the construct. */
#pragma acc data copy(b[0:N])
    {
#pragma acc parallel loop present(a[0:N])
        for (int i = 0; i < N; i++) b[i] = a[i] * 2;
    }
#pragma acc exit data copyout(a[0:N])
    /* A zero-length section beside a mapped one; two clauses, both sections from an offset. */
    int zero = 0;
#pragma acc parallel loop copy(arr[0:zero]) copy(b[0:N])
    for (int i = 0; i < N; i++) b[i] += 1;
#pragma acc parallel loop copyin(arr[0:32]) copy(b[32:32])
    for (int i = 32; i < 64; i++) b[i] += arr[i - 32];
    for (int i = 0; i < N; i++) {
        float e = (float)i;
        if (i >= 8 && i < 24) e += 100;
        if (i >= 30 && i < 40) {
            float src = (float)(i - 30);
            if (i - 30 >= 8) src += 100;
            e = src + 1000;
        }
        e += 1;
        CHECK(a[i] == e);
        float r = 2.0f * i;
        if (i >= 5 && i < 15) r *= 3;
        CHECK(arr[i] == r);
        float be = e * 2 + 1;
        if (i >= 32) be += arr[i - 32];
        CHECK(b[i] == be);
    }
    free(a);
    CHECK_DONE();
}

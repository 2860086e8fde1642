/* kernels (spec 2.5.2, 2.9.7 auto): local pointers that only allocations set (C11 7.22.3:
 * malloc, calloc, realloc and aligned_alloc each return a new object) and whose value goes to
 * no other pointer reach objects no other name reaches, so a loop storing through one and
 * reading through others is parallel (the apps8 hunt's known gap, seen again as
 * apps14_bilateral_clamp's unsharp mask). A pointer whose value escapes (copied to another
 * pointer, offset, passed to a function, its element's address taken) stays a possible alias:
 * a loop between two such pointers stays sequential (one fresh pointer in the pair is enough
 * to keep them apart), and the overlapping one must compute C's sequential result. */
#include <stdlib.h>
#include "check.h"

#define N 4000

static float sum_of(const float *v, int n)
{
    float s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}

int main(void)
{
    float *a = malloc(sizeof(float) * N), *b = (float *)calloc(N, sizeof(float));
    float *c;
    if ((c = malloc(sizeof(float) * N)) == NULL) return 2;
    c = realloc(c, sizeof(float) * N * 2);
    if (!a || !b || !c) return 2;
    for (int i = 0; i < N; i++) {
        a[i] = (float)i;
        b[i] = 0.5f * i;
    }
    /* parallel: a, b, c are three fresh objects */
#pragma acc kernels copyin(a[0:N], b[0:N]) copyout(c[0:N])
    for (int i = 0; i < N; i++) c[i] = a[i] + 2.0f * b[i];
    for (int i = 0; i < N; i++) CHECK(c[i] == 2.0f * i);

    /* sequential: q is a's data one element on, so the loop carries a dependence */
    float *p = malloc(sizeof(float) * (N + 1)), *q = p + 1;
    for (int i = 0; i <= N; i++) p[i] = 1.0f;
#pragma acc kernels copy(p[0:N + 1])
    for (int i = 0; i < N; i++) q[i] = p[i] + 1.0f;
    CHECK(p[N] == (float)(N + 1));

    /* sequential: r's and s's values are given to a function, which could keep them anywhere */
    float *r = malloc(sizeof(float) * N), *s = malloc(sizeof(float) * N);
    for (int i = 0; i < N; i++) r[i] = s[i] = 1.0f;
    float t = sum_of(r, N) + sum_of(s, N);
#pragma acc kernels copy(r[0:N]) copyin(s[0:N])
    for (int i = 0; i < N; i++) r[i] = s[i] * t;
    CHECK(r[N - 1] == (float)(2 * N));

    /* sequential: the address of an element of u is taken, and mid reads through it */
    float *u = malloc(sizeof(float) * N);
    float *mid = &u[N / 2];
    for (int i = 0; i < N; i++) u[i] = 2.0f;
#pragma acc kernels copy(u[0:N])
    for (int i = 0; i < N / 2; i++) u[i] = mid[i] + 1.0f;
    CHECK(u[0] == 3.0f && u[N - 1] == 2.0f);

    /* parallel: x is fresh, so even r, whose value escaped, cannot reach it */
    float *x = malloc(sizeof(float) * N);
#pragma acc kernels copyin(r[0:N]) copyout(x[0:N])
    for (int i = 0; i < N; i++) x[i] = r[i] + 1.0f;
    CHECK(x[0] == (float)(2 * N + 1));
    printf("fresh allocations: c[N-1] %.1f, p[N] %.1f, r[N-1] %.1f\n", c[N - 1], p[N], r[N - 1]);
    free(a); free(b); free(c); free(p); free(r); free(s); free(u); free(x);
    CHECK_DONE();
}

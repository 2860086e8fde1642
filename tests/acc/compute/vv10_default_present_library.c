/* OpenACC 3.3, 2.5.16 (default clause) with default(present): a library of functions whose
 * compute constructs say default(present) over pointer parameters' arrays is called under a
 * data construct, under enter data, and through a pointer to a struct's array member; scalars
 * keep their own implicit attribute (firstprivate for parallel, copy in kernels, 2.6.2), and
 * a declared array named only implicitly is found present (V&V default_present.c). */
#include <openacc.h>
#include "check.h"
#define N 96
struct vec { int n; float v[N]; };
static void axpy(float a, const float *restrict x, float *restrict y, int n) {
#pragma acc parallel loop default(present) present(x[0:n], y[0:n])
    for (int i = 0; i < n; i++) y[i] += a * x[i];
}
static float dot(struct vec *u, struct vec *w) {
    float s = 0;
    int n = u->n;
    float *uv = u->v, *wv = w->v;
#pragma acc kernels default(present) present(uv[0:n], wv[0:n])
    {
#pragma acc loop reduction(+:s)
        for (int i = 0; i < n; i++) s += uv[i] * wv[i];
    }
    return s;
}
int main(void) {
    float x[N], y[N];
    static struct vec u, w;
    u.n = w.n = N;
    for (int i = 0; i < N; i++) x[i] = i, y[i] = 1, u.v[i] = 1, w.v[i] = i % 4;
#pragma acc data copyin(x) copy(y)
    {
        axpy(2.0f, x, y, N);
        axpy(-1.0f, x, y, N);
    }
    for (int i = 0; i < N; i++) CHECK(y[i] == 1 + i);
#pragma acc enter data copyin(u, w)
    float s = dot(&u, &w);
    CHECK(s == 1.5f * N);
    /* an array used without a clause under default(present): present via the data region */
    int hits[N];
    for (int i = 0; i < N; i++) hits[i] = 0;
#pragma acc data copy(hits)
    {
#pragma acc parallel loop default(present)
        for (int i = 0; i < N; i++) hits[i] = (int)w.v[i] + 1;
    }
#pragma acc exit data delete(u, w)
    for (int i = 0; i < N; i++) CHECK(hits[i] == i % 4 + 1);
    CHECK_DONE();
}

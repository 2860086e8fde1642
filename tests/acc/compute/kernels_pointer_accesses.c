/* kernels (OpenACC 3.3, 2.5.3; loop auto 2.9.7): the dependence test sees every access to
 * memory, whatever its form, or takes it as a dependence. Accesses through a pointer the body
 * declares are accesses to what its initializer points to (`int *p = a + i; p[1] = p[0] + 1`
 * is a[i+1] = a[i] + 1; `double *r = m[i-1], *c = m[i]` rows); `*(a + i - 1)`, `(a - 1)[i]`
 * and `i[a]` are a[i-1], a[i-1] and a[i]; a pointer the loop assigns points to unknown
 * memory. These loops carry a dependence and were parallelized (a pointer declared in the
 * body was skipped as private, a `*` read was no reference at all, `(a - 1)[i]` was an array
 * of its own). The same forms without a dependence stay parallel, as does a
 * read of a string literal. The .minfo beside this
 * file pins which loops are parallel. */
#include "check.h"

enum { N = 2000, R = 40 };
static int a[N + 1], b[N + 1], c[N + 1], d[N + 1], e[N + 1], f[N];
static char digits[N];
static double m[R][R], h[R][R];

int main(void) {
    for (int i = 0; i <= N; i++) a[i] = b[i] = c[i] = d[i] = e[i] = 1;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < R; j++) m[i][j] = 1.0, h[i][j] = i + j;
#pragma acc kernels copy(m)
    {
        for (int i = 0; i < N; i++) {
            int *p = a + i;
            p[1] = p[0] + 1;
        }
        for (int i = 1; i < R; i++) {
            double *r = m[i - 1], *w = m[i];
            for (int j = 0; j < R; j++) w[j] = r[j] + 1.0;
        }
        for (int i = 1; i <= N; i++) b[i] = *(b + i - 1) + 1;
        for (int i = 1; i <= N; i++) c[i] = (c - 1)[i] + 1;
        for (int i = 1; i <= N; i++) *(d + i) = (i - 1)[d] + 1;
        /* Without a dependence: still parallel. */
        for (int i = 0; i < N; i++) {
            int *q = f + i;
            *q = 2 * i;
        }
        for (int i = 0; i < R; i++) {
            double *row = h[i];
            for (int j = 0; j < R; j++) row[j] = 2 * row[j];
        }
        for (int i = 0; i < N; i++) *(e + i) = i[e] + 2;
        /* A string literal is read-only: no dependence with the write. */
        for (int i = 0; i < N; i++) digits[i] = "0123456789"[i % 10];
    }
    int *p;
    int g[N + 1];
    for (int i = 0; i <= N; i++) g[i] = 1;
#pragma acc kernels copy(g)
    for (int i = 0; i < N; i++) {
        p = &g[i];
        p[1] = *p + 1;
    }
    for (int i = 0; i <= N; i++) {
        CHECK(a[i] == i + 1);
        CHECK(b[i] == i + 1);
        CHECK(c[i] == i + 1);
        CHECK(d[i] == i + 1);
        CHECK(g[i] == i + 1);
        CHECK(e[i] == (i < N ? 3 : 1));
    }
    for (int i = 0; i < N; i++) CHECK(f[i] == 2 * i && digits[i] == '0' + i % 10);
    for (int i = 0; i < R; i++)
        for (int j = 0; j < R; j++) {
            CHECK(m[i][j] == i + 1.0);
            CHECK(h[i][j] == 2.0 * (i + j));
        }
    CHECK_DONE();
}

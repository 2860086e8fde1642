/* Compute constructs calling routines of other files (OpenACC 3.3, 2.15.1): routines_lib.c and
 * routines_lib2.c, compiled separately (also as a static library). Exit 0 = pass. */
#include <stdio.h>
#include "routines.h"

enum { N = 64, R = 16, C = 40 };

static int failures;
#define CHECK(c) do { if (!(c)) { printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #c); failures++; } } while (0)

int main(void) {
    double a[N], b[N], c[N], d[N];
    long f[12];
#pragma acc parallel loop copyout(a, b, c)
    for (int i = 0; i < N; i++) {
        a[i] = sq(i);
        b[i] = sq_plus_twice(i);
        c[i] = cube(i);
    }
    for (int i = 0; i < N; i++) {
        CHECK(a[i] == (double)i * i);
        CHECK(b[i] == (double)i * i + 2.0 * i);
        CHECK(c[i] == (double)i * i * i);
    }

    static double m[R][C];
    for (int r = 0; r < R; r++)
        for (int j = 0; j < C; j++) m[r][j] = r + j;
    /* Each gang scales its row through the pointer routine. */
#pragma acc parallel loop copy(m)
    for (int r = 0; r < R; r++) scale(m[r], C, 0.5 * (r + 1));
    for (int r = 0; r < R; r++)
        for (int j = 0; j < C; j++) CHECK(m[r][j] == (r + j) * 0.5 * (r + 1));

    /* The vector routine, called by each gang. */
#pragma acc parallel loop gang vector_length(32) copyin(m) copyout(d[0:R])
    for (int r = 0; r < R; r++) d[r] = row_sum(m[r], C);
    for (int r = 0; r < R; r++) {
        double s = 0;
        for (int j = 0; j < C; j++) s += m[r][j];
        CHECK(d[r] == s);
    }

#pragma acc parallel loop copyout(f)
    for (int i = 0; i < 12; i++) f[i] = fact(i);
    long want = 1;
    for (int i = 0; i < 12; i++) {
        if (i > 1) want *= i;
        CHECK(f[i] == want);
    }

    /* The gang routine called by every gang; the worker routine from a gang loop. */
    static int g[R * C], w[R * C];
#pragma acc parallel num_gangs(8) num_workers(4) vector_length(32) copyout(g)
    fill_all(g, R, C);
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyout(w)
    for (int b = 0; b < R / 4; b++) fill_block(&w[b * 4 * C], b * 4, 4, C);
    for (int r = 0; r < R; r++)
        for (int j = 0; j < C; j++) {
            CHECK(g[r * C + j] == r * 1000 + j);
            CHECK(w[r * C + j] == r * 1000 + j);
        }
    if (failures == 0) printf("ok\n");
    return failures != 0;
}

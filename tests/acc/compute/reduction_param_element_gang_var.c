/* OpenACC 3.3, 2.9.11: a loop reduction on an element of a parameter indexed by the
 * enclosing gang loop's variable (`reduction(+:q[i])`, PolyBench's bicg written with the row
 * sum in q), the parameter a VLA (`double q[n]`) or a pointer, shared through a data clause
 * of the construct, and an element whose subscript is declared in the region (`int k = 3;
 * loop reduction(+:c[k])`). The reduction is combined where its loop ends, where `i` (`k`)
 * exists; it was rejected as "not supported yet" (the region-level copy it would need
 * cannot name `i`). */
#include <stdlib.h>
#include "check.h"

static void bicg_vla(int n, int m, double A[n][m], double p[m], double q[n]) {
#pragma acc parallel loop gang copyin(A[0:n][0:m], p[0:m]) copyout(q[0:n])
    for (int i = 0; i < n; i++) {
        q[i] = 0;
#pragma acc loop vector reduction(+:q[i])
        for (int j = 0; j < m; j++)
            q[i] += A[i][j] * p[j];
    }
}

static void bicg_ptr(int n, int m, const double *A, const double *p, double *q) {
#pragma acc parallel loop gang copyin(A[0:n * m], p[0:m]) copy(q[0:n])
    for (int i = 0; i < n; i++) {
#pragma acc loop vector reduction(max:q[i])
        for (int j = 0; j < m; j++)
            q[i] = q[i] > A[i * m + j] * p[j] ? q[i] : A[i * m + j] * p[j];
    }
}

static int region_subscript(int n) {
    int *c = calloc(8, sizeof *c);
#pragma acc parallel copy(c[0:8])
    {
        int k = 3;
#pragma acc loop reduction(+:c[k])
        for (int i = 0; i < n; i++) c[k] += i;
    }
    int r = c[3] * 100 + c[0] + c[2] + c[4];
    free(c);
    return r;
}

int main(void) {
    enum { N = 50, M = 70 };
    CHECK(region_subscript(10) == 4500);
    static double A[N][M], p[M], q[N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) A[i][j] = (i + 2 * j) % 5;
    for (int j = 0; j < M; j++) p[j] = j % 3;
    bicg_vla(N, M, A, p, q);
    for (int i = 0; i < N; i++) {
        double s = 0;
        for (int j = 0; j < M; j++) s += A[i][j] * p[j];
        CHECK(q[i] == s);
    }
    for (int i = 0; i < N; i++) q[i] = i % 2 ? 100 : -1;
    bicg_ptr(N, M, &A[0][0], p, q);
    for (int i = 0; i < N; i++) {
        double mx = i % 2 ? 100 : -1;
        for (int j = 0; j < M; j++) mx = mx > A[i][j] * p[j] ? mx : A[i][j] * p[j];
        CHECK(q[i] == mx);
    }
    CHECK_DONE();
}

/* OpenACC 3.3, 2.5.14 firstprivate of arrays and structs on parallel and serial (each gang's
 * copy initialised from the local thread's value, the original unchanged), 2.5.13/2.9.10
 * private of a struct with array members on loop gang, loop worker and loop vector (each
 * iteration's copy is its own): gcc libgomp firstprivate-1.c, private-variables.c,
 * V&V parallel_firstprivate.c style. */
#include "check.h"
#define N 64
#define M 8
struct rec { int id; double w[4]; int tag[3]; };
struct agg { int n; int v[M]; };
int main(void) {
    int base[M];
    struct rec r = {7, {1.0, 2.0, 3.0, 4.0}, {1, 2, 3}};
    int out[N], out2[N];
    for (int k = 0; k < M; k++) base[k] = 10 * k;
#pragma acc parallel loop gang firstprivate(base, r) copyout(out)
    for (int i = 0; i < N; i++) {
        int s = 0;
        for (int k = 0; k < M; k++) s += base[k];
        out[i] = s + r.id + (int)(r.w[0] + r.w[3]) + r.tag[2];
    }
    for (int i = 0; i < N; i++) CHECK(out[i] == 280 + 7 + 5 + 3);
    /* each gang modifies its copy: the original is unchanged */
#pragma acc parallel num_gangs(4) firstprivate(base, r) copyout(out2[0:4])
    {
#pragma acc loop gang
        for (int g = 0; g < 4; g++) {
            base[g] += g;   /* races between gangs do not exist: each has its copy */
            r.w[1] = 0.0;
            out2[g] = base[0] + (int)r.w[1];
        }
    }
    CHECK(base[1] == 10 && r.w[1] == 2.0);
    CHECK(out2[0] == 0);
    int ser = 0;
#pragma acc serial firstprivate(r) copyout(ser)
    {
        r.id += 100;
        ser = r.id + r.tag[0];
    }
    CHECK(ser == 108 && r.id == 7);
    /* private of a struct with array members at each loop level */
    struct agg a;
    a.n = -1;
    int res[N][M];
#pragma acc parallel loop gang private(a) copyout(res)
    for (int i = 0; i < N; i++) {
        a.n = i;
#pragma acc loop vector
        for (int k = 0; k < M; k++) a.v[k] = i * k;
#pragma acc loop vector
        for (int k = 0; k < M; k++) res[i][k] = a.v[k] + a.n;
    }
    for (int i = 0; i < N; i++)
        for (int k = 0; k < M; k++) CHECK(res[i][k] == i * k + i);
    CHECK(a.n == -1);
#pragma acc parallel loop gang copyout(res)
    for (int i = 0; i < N; i++) {
#pragma acc loop worker private(a)
        for (int j = 0; j < M; j++) {
            a.n = j;
            for (int k = 0; k < M; k++) a.v[k] = a.n + k;
            res[i][j] = a.v[M - 1] + i;
        }
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) CHECK(res[i][j] == j + M - 1 + i);
#pragma acc parallel loop gang vector private(a) copyout(out)
    for (int i = 0; i < N; i++) {
        for (int k = 0; k < M; k++) a.v[k] = k;
        a.v[i % M] = 100;
        a.n = 0;
        for (int k = 0; k < M; k++) a.n += a.v[k];
        out[i] = a.n;
    }
    for (int i = 0; i < N; i++) CHECK(out[i] == 28 - i % M + 100);
    CHECK_DONE();
}

/* OpenACC 3.3, 2.5.3 (kernels) with 2.9.2-2.9.4 on a kernels construct: explicit `loop gang`
 * and `loop vector`, worker(N) and vector(N) arguments on a kernels loop, `loop independent`
 * with a reduction, num_gangs / num_workers / vector_length on the kernels construct (applied to each
 * kernel), a nest where the inner loop has a dependence (kept sequential) and the outer is
 * parallel, and two kernels in one construct with the second using the first's output. */
#include "check.h"

enum { N = 300, M = 200 };

int main(void) {
    static double a[N][M], b[N][M], rowsum[N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) a[i][j] = i + j * 0.5;
    double total = 0;
#pragma acc kernels num_gangs(32) vector_length(64) copyin(a) copyout(b, rowsum) copy(total)
    {
#pragma acc loop gang
        for (int i = 0; i < N; i++) {
#pragma acc loop vector
            for (int j = 0; j < M; j++) b[i][j] = a[i][j] * 2;
        }
        /* prefix sum along j: a dependence in j, parallel in i */
        for (int i = 0; i < N; i++)
            for (int j = 1; j < M; j++) b[i][j] += b[i][j - 1];
#pragma acc loop independent reduction(+:total)
        for (int i = 0; i < N; i++) {
            rowsum[i] = b[i][M - 1];
            total += rowsum[i];
        }
    }
    double want_total = 0;
    for (int i = 0; i < N; i++) {
        double run = 0;
        for (int j = 0; j < M; j++) {
            run += (i + j * 0.5) * 2;
            CHECK(b[i][j] == run);
        }
        CHECK(rowsum[i] == run);
        want_total += run;
    }
    CHECK(total == want_total);

    static int c[N * M];
#pragma acc kernels loop gang worker(4) vector(32) copyout(c)
    for (int x = 0; x < N * M; x++) c[x] = x % 977;
    for (int x = 0; x < N * M; x++) CHECK(c[x] == x % 977);
    CHECK_DONE();
}

/* OpenACC 3.3, 2.9.2 (gang(num:, static:) in either order, gang(static:*), gang(dim:)),
 * 2.9.3 (worker(num:)), 2.9.4 (vector(length:)) on loops of kernels constructs, and the
 * matching num_gangs/num_workers/vector_length on parallel with gang(static:N) and plain
 * worker/vector; V&V kernels_loop_gang_num, kernels_loop_worker_num,
 * kernels_loop_vector_length, parallel_loop_gang_static. */
#include "check.h"
#define N 1000
int main(void) {
    static int a[N], b[64][64];
    for (int i = 0; i < N; i++) a[i] = 0;
#pragma acc kernels loop gang(num: 8, static: 4) copy(a)
    for (int i = 0; i < N; i++) a[i] += i;
#pragma acc kernels loop gang(static: 3, num: 5) copy(a)
    for (int i = 0; i < N; i++) a[i] += 1;
#pragma acc kernels loop gang(static: *) worker(num: 4) vector(length: 32) copy(a)
    for (int i = 0; i < N; i++) a[i] *= 2;
    for (int i = 0; i < N; i++) CHECK(a[i] == 2 * (i + 1));
#pragma acc kernels copy(b)
    {
#pragma acc loop gang(num: 16)
        for (int i = 0; i < 64; i++)
#pragma acc loop worker(num: 2)
            for (int j = 0; j < 64; j++) b[i][j] = i * 64 + j;
#pragma acc loop gang worker(num: 4)
        for (int i = 0; i < 64; i++)
#pragma acc loop vector(length: 64)
            for (int j = 0; j < 64; j++) b[i][j] += 1;
    }
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 64; j++) CHECK(b[i][j] == i * 64 + j + 1);
    /* parallel: the numbers come from the construct */
    long s = 0;
#pragma acc parallel num_gangs(7) num_workers(3) vector_length(32) copy(b) reduction(+:s)
    {
#pragma acc loop gang(static: 2)
        for (int i = 0; i < 64; i++) {
#pragma acc loop worker
            for (int j = 0; j < 64; j += 8)
#pragma acc loop vector reduction(+:s)
                for (int k = j; k < j + 8; k++) s += b[i][k];
        }
    }
    CHECK(s == (long)64 * 64 * (64 * 64 + 1) / 2);
    /* gang(dim:2) outside gang(dim:1), num_gangs with two arguments */
#pragma acc parallel num_gangs(4, 8) copy(b)
    {
#pragma acc loop gang(dim: 2)
        for (int i = 0; i < 64; i++)
#pragma acc loop gang(dim: 1, static: 2)
            for (int j = 0; j < 64; j++) b[i][j] = -b[i][j];
    }
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 64; j++) CHECK(b[i][j] == -(i * 64 + j + 1));
    CHECK_DONE();
}

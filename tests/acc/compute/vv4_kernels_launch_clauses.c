/* OpenACC 3.3, 2.5.10-2.5.12 (num_gangs, num_workers, vector_length) on kernels and
 * kernels loop, with gang/worker/vector loops inside, and serial loops with gang, worker and
 * vector (2.5.3: one gang, one worker, vector length one); V&V kernels_num_gangs,
 * kernels_loop_worker, serial_loop_vector_blocking. */
#include "check.h"
#define n 300
int main(void) {
    int a[n][n], b[n], c[n];
    for (int i = 0; i < n; i++) { b[i] = 0; c[i] = 0; }
#pragma acc kernels num_gangs(16) num_workers(4) vector_length(64) copyout(a)
    {
#pragma acc loop gang
        for (int i = 0; i < n; i++)
#pragma acc loop worker vector
            for (int j = 0; j < n; j++) a[i][j] = i - j;
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) CHECK(a[i][j] == i - j);
#pragma acc kernels loop gang worker num_workers(8) copy(b)
    for (int i = 0; i < n; i++) b[i] += i;
#pragma acc kernels loop vector vector_length(128) copy(b)
    for (int i = 0; i < n; i++) b[i] += 1;
#pragma acc serial copy(b, c)
    {
#pragma acc loop gang
        for (int i = 0; i < n; i++) b[i] *= 2;
#pragma acc loop worker
        for (int i = 0; i < n; i++) c[i] = b[i];
#pragma acc loop vector
        for (int i = 0; i < n; i++) c[i] += 1;
#pragma acc loop gang worker vector
        for (int i = 0; i < n; i++) c[i] += 1;
    }
    for (int i = 0; i < n; i++) CHECK(b[i] == 2 * (i + 1) && c[i] == b[i] + 2);
#pragma acc parallel num_gangs(1) num_workers(1) vector_length(1) copy(c)
    {
#pragma acc loop vector
        for (int i = 0; i < n; i++) c[i] -= 2;
    }
    for (int i = 0; i < n; i++) CHECK(c[i] == b[i]);
    CHECK_DONE();
}

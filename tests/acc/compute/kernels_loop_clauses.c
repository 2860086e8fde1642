/* In a kernels construct, a `loop` directive's `independent` or `seq` clause decides its loop
 * whatever the dependence analysis finds (OpenACC 3.3, 2.9.5, 2.9.6; only a loop with neither
 * is `auto`, 2.9.7): an inner `loop independent vector` over a flattened index the analysis
 * cannot see through (`B[i * ny + j]`) ran in sequence with a false "loop carried dependence"
 * message. An inner row reduction the analysis finds gets its implied reduction over the
 * vector lanes. The .minfo beside this file is the schedule. */
#include <stdlib.h>
#include "check.h"

int main(void) {
    int nx = 64, ny = 48;
    double *A = malloc(sizeof(double) * nx * ny), *B = malloc(sizeof(double) * nx * ny);
    double *C = malloc(sizeof(double) * nx * ny), rows[64];
    for (int i = 0; i < nx * ny; i++) A[i] = i % 17;
#pragma acc kernels copyin(A[0:nx*ny]) copyout(B[0:nx*ny], C[0:nx*ny], rows)
    {
#pragma acc loop independent gang
        for (int i = 0; i < nx; i++)
#pragma acc loop independent vector
            for (int j = 0; j < ny; j++)
                B[i * ny + j] = 2 * A[i * ny + j];
#pragma acc loop independent gang
        for (int i = 0; i < nx; i++)
#pragma acc loop seq
            for (int j = 0; j < ny; j++)
                C[i * ny + j] = A[i * ny + j] + 1;
#pragma acc loop independent
        for (int i = 0; i < nx; i++) {
            double s = 0;
            for (int j = 0; j < ny; j++) s += A[i * ny + j];
            rows[i] = s;
        }
    }
    for (int i = 0; i < nx; i++) {
        double s = 0;
        for (int j = 0; j < ny; j++) {
            CHECK(B[i * ny + j] == 2 * A[i * ny + j]);
            CHECK(C[i * ny + j] == A[i * ny + j] + 1);
            s += A[i * ny + j];
        }
        CHECK(rows[i] == s);
    }
    free(A);
    free(B);
    free(C);
    CHECK_DONE();
}

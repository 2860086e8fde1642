/* OpenACC 3.3, 2.4 (device-specific clauses) on loop and compute constructs: clauses after
 * device_type(host) apply on the host team, after device_type(nvidia) on an NVIDIA GPU and
 * after device_type(*) on any device not named; a loop may be seq for one type and gang
 * vector for another, and collapse or tile may follow a device_type clause (2.9
 * restriction). The result is the same whichever group is chosen. */
#include <openacc.h>
#include "check.h"
#define N 60
#define M 70
int main(void) {
    static int a[N][M], b[N][M];
    long s = 0;
#pragma acc parallel loop copyout(a) device_type(nvidia) gang vector collapse(2) \
    device_type(host) seq device_type(*) gang collapse(2)
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) a[i][j] = i * M + j;
#pragma acc parallel copyin(a) copyout(b) dtype(host) num_gangs(3) dtype(nvidia, radeon) \
    num_gangs(8) vector_length(64) dtype(*) num_gangs(2)
    {
#pragma acc loop gang dtype(nvidia) tile(8, 8) dtype(host) collapse(2) dtype(*) collapse(2)
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++) b[i][j] = 2 * a[i][j];
    }
#pragma acc kernels copyin(b) device_type(host) num_gangs(2) device_type(*) num_workers(2)
    {
#pragma acc loop independent reduction(+:s) device_type(nvidia) gang(num:4) vector(32) \
    device_type(host) gang
        for (int i = 0; i < N * M; i++) s += b[i / M][i % M];
    }
    CHECK(s == (long)(N * M - 1) * (N * M));
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) CHECK(a[i][j] == i * M + j && b[i][j] == 2 * (i * M + j));
    /* serial with device_type async/wait */
    int z = 0;
#pragma acc serial copy(z) device_type(host) async(1) device_type(*) async(2)
    z = 5;
#pragma acc wait
    CHECK(z == 5);
    CHECK_DONE();
}

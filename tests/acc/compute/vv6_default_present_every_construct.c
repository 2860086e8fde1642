/* OpenACC 3.3, 2.5.16 default(present) on parallel, kernels, serial, parallel loop, kernels
 * loop and serial loop (2.6.2: arrays and aggregates referenced are treated as present;
 * scalars keep their implicit firstprivate (parallel, serial) or copy (kernels) rule, so an
 * unmapped scalar is fine), with the data placed by enter data, by a data construct and by
 * acc_copyin: V&V parallel_default_present, kernels_default_present,
 * serial_default_present. */
#include <openacc.h>
#include "check.h"
#define N 200
struct pt { double x, y; };
static double a[N];
static struct pt p;
int main(void) {
    int is_host = acc_get_device_type() == acc_device_host;
    double scale = 2.0;
    int count = 0;
    for (int i = 0; i < N; i++) a[i] = i;
    p.x = 1; p.y = 2;
#pragma acc enter data copyin(a, p)
#pragma acc parallel default(present)
    {
#pragma acc loop
        for (int i = 0; i < N; i++) a[i] = a[i] * scale + p.x;
    }
#pragma acc kernels default(present)
    {
        for (int i = 0; i < N; i++) a[i] += p.y;
        count = N;
    }
    CHECK(count == N);
#pragma acc serial default(present)
    {
        p.x = a[N - 1];
        for (int i = 0; i < N; i++) a[i] -= 1;
    }
#pragma acc exit data copyout(a, p)
    for (int i = 0; i < N; i++) CHECK(a[i] == i * 2.0 + 2);
    CHECK(p.x == (N - 1) * 2.0 + 3);
    /* combined constructs inside a data construct */
    for (int i = 0; i < N; i++) a[i] = i;
    p.x = 0.5;
#pragma acc data copy(a) copyin(p)
    {
#pragma acc parallel loop default(present)
        for (int i = 0; i < N; i++) a[i] += p.x;
#pragma acc kernels loop default(present)
        for (int i = 0; i < N; i++) a[i] *= scale;
#pragma acc serial loop default(present) reduction(+:count)
        for (int i = 0; i < N; i++) count += a[i] > 100;
    }
    for (int i = 0; i < N; i++) CHECK(a[i] == (i + 0.5) * 2);
    CHECK(count == N + (N - 50));
    /* present through the runtime routine */
    acc_copyin(a, sizeof a);
#pragma acc parallel loop default(present)
    for (int i = 0; i < N; i++) a[i] = -a[i];
    acc_copyout(a, sizeof a);
    for (int i = 0; i < N; i++) CHECK(a[i] == -(i + 0.5) * 2);
    CHECK(is_host || !acc_is_present(a, sizeof a));
    CHECK_DONE();
}

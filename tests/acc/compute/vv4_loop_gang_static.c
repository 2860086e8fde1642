/* OpenACC 3.3, 2.9.2 (gang clause): static:*, static:N, num: on kernels, with worker and
 * vector, in parallel, kernels and serial; V&V loop_gang_static, kernels_loop_gang_num. */
#include "check.h"
#define N 1000
int main(void) {
    int a[N], b[N], c[N], d[N];
    for (int i = 0; i < N; i++) { a[i] = b[i] = c[i] = d[i] = 0; }
#pragma acc parallel copy(a, b) num_gangs(8)
    {
#pragma acc loop gang(static: *)
        for (int i = 0; i < N; i++) a[i] += i;
#pragma acc loop gang(static: 3) vector
        for (int i = 0; i < N; i++) b[i] += 2 * i;
    }
#pragma acc kernels copy(c)
    {
#pragma acc loop gang(num: 4, static: 7) worker(num: 2) vector(length: 32)
        for (int i = 0; i < N; i++) c[i] += 3 * i;
    }
#pragma acc serial loop gang(static: 10) copy(d)
    for (int i = 0; i < N; i++) d[i] += 4 * i;
#pragma acc kernels loop gang(5) vector(64) copy(d)
    for (int i = 0; i < N; i++) d[i] += 1;
    for (int i = 0; i < N; i++) CHECK(a[i] == i && b[i] == 2 * i && c[i] == 3 * i && d[i] == 4 * i + 1);
    CHECK_DONE();
}

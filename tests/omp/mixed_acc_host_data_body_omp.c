/* flags: -acc */
/* An OpenACC host_data construct whose body is directly an OpenMP `parallel for` (no braces):
 * the host_data block closes after the OpenMP construct, not inside its outlined loop body
 * (cc used to reject the generated code). */
#include "check.h"
#define N 64
int main(void) {
    int a[N], b[N];
    for (int i = 0; i < N; i++) a[i] = b[i] = i;
    long s = 0;
#pragma acc data copy(a)
#pragma acc host_data use_device(a)
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < N; i++) s += b[i];
    CHECK(s == 2016);
    CHECK(a[9] == 9);
    CHECK_DONE();
}

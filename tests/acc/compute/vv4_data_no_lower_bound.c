/* OpenACC 3.3, 2.7.1 (data specification in data clauses): subarrays with no lower bound
 * (`a[:n]`) and no length (`a[2:]` of an array) on data, compute and enter/exit data
 * constructs; V&V data_copyin_no_lower_bound, data_copyout_no_lower_bound. */
#include <openacc.h>
#include "check.h"
#define N 80
int main(void) {
    int a[N], b[N], c[N];
    int *p = malloc(N * sizeof(int));
    int n = N;
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; c[i] = -1; p[i] = 2; }
#pragma acc data copyin(a[:N]) copyout(b[:n])
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++) b[i] = a[i] + 1;
    }
    for (int i = 0; i < N; i++) CHECK(b[i] == i + 1);
#pragma acc parallel loop copy(c[10:]) copyin(a[:])
    for (int i = 10; i < N; i++) c[i] = a[i];
    for (int i = 0; i < N; i++) CHECK(c[i] == (i < 10 ? -1 : i));
#pragma acc enter data copyin(p[:n])
#pragma acc parallel loop present(p[:n])
    for (int i = 0; i < n; i++) p[i] *= 5;
#pragma acc exit data copyout(p[:n])
    for (int i = 0; i < N; i++) CHECK(p[i] == 10);
#pragma acc kernels copy(b[:N / 2])
    for (int i = 0; i < N / 2; i++) b[i] = 0;
    for (int i = 0; i < N; i++) CHECK(b[i] == (i < N / 2 ? 0 : i + 1));
    free(p);
    CHECK_DONE();
}

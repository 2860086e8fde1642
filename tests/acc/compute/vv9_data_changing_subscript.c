/* OpenACC 3.3, 2.7.1 (data specification): the bounds of a subarray in a data clause are
 * evaluated when the construct is entered; changing the variables used in them inside the
 * region does not change what is copied out at its end (the V&V suite's
 * data_with_changing_subscript.c), for data, parallel and enter/exit data. */
#include <openacc.h>
#include "check.h"
#define N 1024
int main(void) {
    static double a[N], b[N];
    int length = N;
    int lo = 0;
    for (int i = 0; i < N; i++) {
        a[i] = i;
        b[i] = 0;
    }
#pragma acc data copyin(a[0:length]) copyout(b[lo:length])
    {
        length = 10; /* the region keeps the entry's length */
        lo = 500;
#pragma acc parallel loop present(a[0:N], b[0:N])
        for (int i = 0; i < N; i++) b[i] = a[i] * 3;
    }
    for (int i = 0; i < N; i++) CHECK(b[i] == 3.0 * i);
    /* a compute construct's data clause, with the bound changed inside the region */
    int n = N / 2;
    for (int i = 0; i < N; i++) b[i] = -1;
#pragma acc parallel copy(b[0:n]) firstprivate(n)
    {
#pragma acc loop
        for (int i = 0; i < N / 2; i++) b[i] = i;
        n = 4;
    }
    CHECK(n == N / 2);
    for (int i = 0; i < N; i++) CHECK(b[i] == (i < N / 2 ? i : -1));
    /* enter data with one bound, exit data with the same section after the variable changed */
    int k = 100;
    for (int i = 0; i < N; i++) b[i] = 0;
#pragma acc enter data create(b[k:k])
    int k0 = k;
    k = 7;
#pragma acc parallel loop present(b[k0:k0])
    for (int i = k0; i < 2 * k0; i++) b[i] = i + 0.5;
#pragma acc exit data copyout(b[k0:k0])
    for (int i = 0; i < N; i++) CHECK(b[i] == (i >= 100 && i < 200 ? i + 0.5 : 0.0));
    CHECK(k == 7);
    CHECK_DONE();
}

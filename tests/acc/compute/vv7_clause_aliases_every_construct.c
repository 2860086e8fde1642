/* OpenACC 3.3, 2.7.5-2.7.9 the alternate names present_or_copy/pcopy,
 * present_or_copyin/pcopyin, present_or_copyout/pcopyout, present_or_create/pcreate on the
 * data construct, every compute construct, combined constructs, enter data (pcopyin,
 * pcreate) and exit data (pcopyout), and declare (V&V data_pcopy.c, kernels_pcopyin.c,
 * gcc data-clauses.h). When the data is present already no transfer happens. */
#include <openacc.h>
#include "check.h"
#define N 100
static int a[N], b[N], c[N], d[N];
#pragma acc declare pcreate(d)
int main(void) {
    int discrete = acc_get_device_type() != acc_device_host;
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; c[i] = 0; }
#pragma acc data pcopyin(a) pcopyout(b) pcreate(c)
    {
#pragma acc parallel loop present_or_copyin(a) present_or_create(c)
        for (int i = 0; i < N; i++) c[i] = a[i] + 1;
#pragma acc kernels loop pcopyin(c) present_or_copyout(b)
        for (int i = 0; i < N; i++) b[i] = c[i] * 2;
#pragma acc serial pcopy(a) pcopy(c)
        { a[0] = c[N - 1]; }
        CHECK(!discrete || a[0] == 0);
    }
    CHECK(b[0] == 2 && b[N - 1] == 2 * N && c[0] == 0 + (!discrete));
    CHECK(discrete || a[0] == N);
    /* the pcopy family on absent data copies */
    for (int i = 0; i < N; i++) a[i] = i;
#pragma acc parallel loop pcopy(a)
    for (int i = 0; i < N; i++) a[i] *= 3;
    CHECK(a[N - 1] == 3 * (N - 1));
#pragma acc kernels present_or_copy(a)
    for (int i = 0; i < N; i++) a[i] -= i;
    CHECK(a[N - 1] == 2 * (N - 1));
#pragma acc enter data pcopyin(a) present_or_create(b)
#pragma acc parallel loop present(a, b)
    for (int i = 0; i < N; i++) b[i] = a[i] + 5;
#pragma acc exit data pcopyout(b) delete(a)
    CHECK(b[N - 1] == 2 * (N - 1) + 5);
    CHECK(!discrete || !acc_is_present(b, sizeof b));
    /* the declared array */
#pragma acc parallel loop present(d)
    for (int i = 0; i < N; i++) d[i] = 9;
#pragma acc update self(d)
    CHECK(d[17] == 9);
    CHECK_DONE();
}

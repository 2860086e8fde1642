/* OpenACC 3.3, 3.2.6 and 3.2.7: acc_present_or_copyin / acc_pcopyin are alternate names for
 * acc_copyin, acc_present_or_create / acc_pcreate for acc_create (OpenACC 2.0 compatibility):
 * on absent data they allocate (and copy), on present data they return the existing device
 * address and increment the dynamic reference count, as in the V&V suite's acc_pcopyin.c,
 * acc_present_or_copyin.c, acc_pcreate.c and acc_present_or_create.c. */
#include <openacc.h>
#include "check.h"
#define N 256
int main(void) {
    /* on the host team memory is shared: no copies, data always present */
    int shared = acc_get_device_type() == acc_device_host;
    double a[N], b[N], c[N], d[N];
    for (int i = 0; i < N; i++) {
        a[i] = i * 0.5;
        b[i] = 3.0 * i;
        c[i] = -1.0;
        d[i] = -2.0;
    }
    /* absent: copies in */
    double *da = (double *)acc_present_or_copyin(a, sizeof a);
    double *db = (double *)acc_pcopyin(b, sizeof b);
    CHECK(da != NULL && db != NULL);
    CHECK(acc_is_present(a, sizeof a) && acc_is_present(b, sizeof b));
    CHECK(acc_deviceptr(a) == da && acc_deviceptr(b) == db);
    /* absent: allocates only */
    double *dc = (double *)acc_present_or_create(c, sizeof c);
    double *dd = (double *)acc_pcreate(d, sizeof d);
    CHECK(dc == acc_deviceptr(c) && dd == acc_deviceptr(d));
#pragma acc parallel loop present(a, b, c, d)
    for (int i = 0; i < N; i++) {
        c[i] = a[i] + b[i];
        d[i] = a[i] * 2.0;
    }
    /* present: same address, no copy (host changes are not seen), count goes to 2 */
    for (int i = 0; i < N; i++) a[i] = 1000.0;
    CHECK(acc_pcopyin(a, sizeof a) == da);
    CHECK(acc_present_or_copyin(a, sizeof a) == da);
    CHECK(acc_pcreate(c, sizeof c) == dc);
    CHECK(acc_present_or_create(d, sizeof d) == dd);
#pragma acc parallel loop present(a, c)
    for (int i = 0; i < N; i++) c[i] += a[i]; /* device a still i*0.5 */
    /* a's count is 3: two deletes leave it present */
    acc_delete(a, sizeof a);
    acc_delete(a, sizeof a);
    CHECK(acc_is_present(a, sizeof a));
    acc_delete(a, sizeof a);
    CHECK(shared || !acc_is_present(a, sizeof a));
    /* c and d have count 2: the first copyout does not copy back */
    acc_copyout(c, sizeof c);
    CHECK(acc_is_present(c, sizeof c));
    CHECK(shared || c[5] == -1.0);
    acc_copyout(c, sizeof c);
    acc_copyout(d, sizeof d);
    acc_copyout(d, sizeof d);
    acc_delete(b, sizeof b);
    CHECK(shared || (!acc_is_present(b, sizeof b) && !acc_is_present(c, sizeof c) &&
                     !acc_is_present(d, sizeof d)));
    for (int i = 0; i < N; i++) {
        /* shared memory: the second loop read the host's 1000.0 */
        CHECK(c[i] == i * 0.5 + 3.0 * i + (shared ? 1000.0 : i * 0.5));
        CHECK(d[i] == i * 1.0);
    }
    CHECK_DONE();
}

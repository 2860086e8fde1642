/* OpenACC 3.3, 2.4 (device_type): an async or wait clause after a device_type clause applies
 * on the device types it names only, and there to the whole construct: its data clauses and
 * its kernel. Each argument is evaluated once, on the device types it applies to.
 * The launch used to take its async and wait clauses from the host's clauses: with
 * `device_type(nvidia) async(3)` the copyin and copyout went to queue 3 on a GPU while the
 * kernel ran on the synchronous queue, unordered with them (emul: the kernel read the device
 * copy before the copyin); `device_type(host) wait(w++)` was evaluated twice on the host and
 * applied to the GPU launch; `wait(devnum: 0: q++)` was evaluated twice. */
#include <openacc.h>
#include "check.h"

int main(void) {
    int n = 1 << 21;
    double *a = (double *)malloc(n * sizeof(double));
    int on_host = acc_get_device_type() == acc_device_host;
    for (int r = 0; r < 2; r++) {
        for (int i = 0; i < n; i++) a[i] = i;
#pragma acc parallel loop copy(a[0:n]) device_type(emul, nvidia) async(3)
        for (int i = 0; i < n; i++) a[i] += 1;
#pragma acc wait(3)
        int bad = 0;
        for (int i = 0; i < n && !bad; i++) bad = a[i] != i + 1.0;
        CHECK(!bad);
    }
    int w = 1;
#pragma acc parallel loop copy(a[0:n]) async(1) device_type(host) wait(w++)
    for (int i = 0; i < n; i++) a[i] += 1;
#pragma acc wait
    CHECK(w == (on_host ? 2 : 1));
    CHECK(a[n - 1] == n + 1.0);
    int q = 2;
#pragma acc serial copy(a[0:1]) wait(devnum: 0: q++)
    a[0] = -1;
    CHECK(q == 3);
    CHECK(a[0] == -1);
    w = 1;
#pragma acc kernels copy(a[0:n]) device_type(host) wait(w++) device_type(emul, nvidia) async(4)
    {
        for (int i = 0; i < n; i++) a[i] = 2 * i;
        for (int i = 0; i < n; i++) a[i] += 1;
    }
#pragma acc wait
    CHECK(w == (on_host ? 2 : 1));
    int bad = 0;
    for (int i = 0; i < n && !bad; i++) bad = a[i] != 2.0 * i + 1;
    CHECK(!bad);
    free(a);
    CHECK_DONE();
}

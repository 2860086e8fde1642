/* OpenACC 3.3, 2.15.1 (routine bind) with 2.4 (device_type): "Only the gang, worker,
 * vector, seq and bind clauses may follow a device_type clause", and those apply to the
 * device types named only. The CUDA writer took the first bind clause of the directive,
 * whatever its group: on the emulated device `device_type(nvidia) bind(nv_f)` called nv_f,
 * and a `device_type(oxacc_emul) bind(em_f)` after it was ignored. The host calls f itself
 * (bind names the procedure called "on a device other than the host"). */
#include <openacc.h>
#include "check.h"

#pragma acc routine seq nohost
int nv_f(int x) { return 2 * x; }
#pragma acc routine seq nohost
int em_f(int x) { return 3 * x; }

#pragma acc routine seq device_type(nvidia) bind(nv_f) device_type(oxacc_emul) bind(em_f)
int f(int x) { return x + 1000; }

/* Bound on NVIDIA only: the emulated device calls g itself. */
#pragma acc routine seq device_type(nvidia) bind(nv_f)
int g(int x) { return x - 1000; }

int main(void) {
    int r[8], s[8];
#pragma acc parallel loop copyout(r, s)
    for (int i = 0; i < 8; i++) {
        r[i] = f(i);
        s[i] = g(i);
    }
    acc_device_t t = acc_get_device_type();
    for (int i = 0; i < 8; i++) {
        CHECK(r[i] == (t == acc_device_nvidia ? 2 * i : t == acc_device_oxacc_emul ? 3 * i : i + 1000));
        CHECK(s[i] == (t == acc_device_nvidia ? 2 * i : i - 1000));
    }
    CHECK_DONE();
}

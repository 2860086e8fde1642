/* OpenACC 3.3, 2.4 and 2.14: device-type names are implementation-defined; oxacc takes the
 * `acc_device_t` enumerator spellings of openacc.h (3.1) for each name it knows, as it did
 * for `acc_device_nvidia`, in any case. `set device_type(acc_device_host)` was "unknown
 * device type" (while `acc_device_nvidia` was accepted), and on a compute construct the
 * clauses after `device_type(HOST)` were ignored by the host's loop plan (num_gangs(4): 4
 * increments) while the run-time choice of clauses matched the name without case. */
#include "acc_test.h"

int main(void) {
    acc_device_t t = acc_get_device_type();
#pragma acc init device_type(acc_device_host)
    CHECK(acc_get_device_type() == acc_device_host);
    acc_set_device_type(t);
#pragma acc set device_type(acc_device_host)
    CHECK(acc_get_device_type() == acc_device_host);
    /* the host's clauses: one gang, so the gang-redundant increment happens once */
    int n = 0;
#pragma acc parallel copy(n) num_gangs(4) device_type(acc_device_host) num_gangs(1)
    {
#pragma acc atomic update
        n++;
    }
    CHECK(n == 1);
    int m = 0;
#pragma acc parallel copy(m) num_gangs(4) device_type(HOST) num_gangs(1)
    {
#pragma acc atomic update
        m++;
    }
    CHECK(m == 1);
#pragma acc shutdown device_type(acc_device_host)
    acc_set_device_type(t);
#pragma acc set device_type(acc_device_default)
    CHECK(acc_get_device_type() == t);
    return 0;
}

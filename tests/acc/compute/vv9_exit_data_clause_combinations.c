/* OpenACC 3.3, 2.6.6 (enter data / exit data) with all their clauses at once: if (run-time
 * value), async, wait and finalize; copyout and delete of several vars in one directive; an
 * exit data with if false changes no counter; an exit data with wait orders itself after
 * the producer's queue (V&V exit_data_if, exit_data_async, exit_data_finalize,
 * enter_data_wait). */
#include <openacc.h>
#include "check.h"
#define N 1200
int main(void) {
    int shared = acc_get_device_type() == acc_device_host;
    static double a[N], b[N], c[N];
    for (int i = 0; i < N; i++) {
        a[i] = i;
        b[i] = 2 * i;
        c[i] = 0;
    }
    int yes = 1, no = 0;
#pragma acc enter data copyin(a, b) create(c) if(yes) async(1)
#pragma acc enter data copyin(a) if(no)
#pragma acc enter data copyin(a) async(2) wait(1) /* a: dynamic 2 */
#pragma acc parallel loop present(a, b, c) async(2)
    for (int i = 0; i < N; i++) c[i] = a[i] + b[i];
    /* if false: nothing */
#pragma acc exit data copyout(c) delete(a, b) finalize if(no)
    acc_wait(2);
    CHECK(acc_is_present(a, sizeof a) && acc_is_present(b, sizeof b) && acc_is_present(c, sizeof c));
    CHECK(shared || c[7] == 0);
    /* copyout on queue 3 after queue 2 */
#pragma acc exit data copyout(c) async(3) wait(2)
#pragma acc wait(3)
    for (int i = 0; i < N; i++) CHECK(c[i] == 3.0 * i);
    CHECK(shared || !acc_is_present(c, sizeof c));
    /* a has dynamic count 2: finalize removes it at once, b is deleted plainly */
#pragma acc exit data delete(a, b) finalize async(4) wait(3)
    CHECK(shared || (!acc_is_present(a, sizeof a) && !acc_is_present(b, sizeof b) &&
                     !acc_is_present(c, sizeof c)));
    acc_wait_all();
    CHECK_DONE();
}

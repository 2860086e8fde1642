/* OpenACC 3.3, 2.6.6 enter data (copyin, create, create(zero:), attach, if, async, wait) and
 * exit data (copyout, delete, detach, finalize, if, async, wait), 2.14.4 update (self, host,
 * device, if, if_present, async, wait), each clause combined with the others on one directive:
 * V&V enter_data_create_zero, exit_data_finalize, update_if_present, update_async_wait. */
#include <openacc.h>
#include "check.h"
#define N 128
struct buf { int n; int *p; };
static int a[N], z[N], t[N];
int main(void) {
    int is_host = acc_get_device_type() == acc_device_host;
    int yes = 1, no = 0;
    struct buf bf = {N, t};
    for (int i = 0; i < N; i++) { a[i] = i; z[i] = 55; t[i] = -i; }
#pragma acc enter data copyin(a) create(zero: z) if(yes) async(1)
#pragma acc enter data copyin(bf, t) attach(bf.p) async(2) wait(1)
#pragma acc wait(2)
    CHECK(acc_is_present(a, sizeof a) && acc_is_present(z, sizeof z));
#pragma acc parallel loop present(a, z, bf)
    for (int i = 0; i < N; i++) { z[i] += a[i]; bf.p[i] += z[i]; }
    /* update with every clause: if(false) and if_present on absent data do nothing */
    static int absent[N];
#pragma acc update self(z) if(no)
    CHECK(is_host || z[5] == 55);
#pragma acc update self(absent) if_present
#pragma acc update host(z[0:N/2]) self(t) if(yes) if_present async(3) wait(2)
#pragma acc wait(3)
    /* (the host device shares the host copy: create(zero:) allocates nothing there) */
    for (int i = 0; i < N; i++) CHECK(z[i] == (is_host ? 55 + i : i < N / 2 ? i : 55));
    for (int i = 0; i < N; i++) CHECK(t[i] == (is_host ? 55 : 0));
    for (int i = 0; i < N; i++) a[i] = 1;
#pragma acc update device(a[N/2:N/2]) async(4) if_present
#pragma acc parallel loop present(a, z) async(4)
    for (int i = 0; i < N; i++) z[i] = a[i];
#pragma acc update self(z) async(4)
#pragma acc wait(4)
    for (int i = 0; i < N; i++) CHECK(z[i] == (i >= N / 2 || is_host ? 1 : i));
    /* the device copy of a: its first half still holds i */
    /* exit data: if(false) keeps it; detach then finalize on an extra reference */
#pragma acc exit data delete(a) if(no)
    CHECK(acc_is_present(a, sizeof a));
#pragma acc enter data copyin(a)
#pragma acc exit data copyout(a) finalize async(5)
#pragma acc exit data detach(bf.p) async(5)
#pragma acc exit data delete(bf) copyout(t) async(6) wait(5)
#pragma acc exit data delete(z) finalize if(yes) wait(6)
    acc_wait_all();
    CHECK(is_host || (!acc_is_present(a, sizeof a) && !acc_is_present(z, sizeof z)));
    CHECK(is_host || (!acc_is_present(&bf, sizeof bf) && !acc_is_present(t, sizeof t)));
    CHECK(bf.p == t && a[0] == (is_host ? 1 : 0) && a[N - 1] == 1);
    for (int i = 0; i < N; i++) CHECK(t[i] == (is_host ? 55 : 0));
    CHECK_DONE();
}

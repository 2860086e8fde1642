/* OpenACC 3.3, the if clause on parallel/kernels/serial (2.5.6: false runs the region on the
 * local thread, on host memory), parallel loop/kernels loop/serial loop (2.11), data (2.6.5),
 * enter data/exit data (2.6.6: false does nothing), update (2.14.4) and wait (2.16.3): V&V
 * parallel_if, kernels_if, serial_if, kernels_loop_if, data_if, enter_data_if, update_if. */
#include <openacc.h>
#include "check.h"
#define N 128
static int a[N];
static void fill(int v) { for (int i = 0; i < N; i++) a[i] = v; }
static int all(int v) { int bad = 0; for (int i = 0; i < N; i++) bad += a[i] != v; return !bad; }
int main(void) {
    int is_host = acc_get_device_type() == acc_device_host;
    int yes = 1, no = 0;
    /* a present device copy that differs from the host one shows where a region ran */
    fill(1);
#pragma acc enter data copyin(a)
    fill(2);
#pragma acc parallel present(a) if(no)
    {
        int on_dev = !acc_on_device(acc_device_host);
#pragma acc loop
        for (int i = 0; i < N; i++) a[i] += 10 + on_dev;
    }
    CHECK(all(12));
#pragma acc kernels present(a) if(no)
    for (int i = 0; i < N; i++) a[i] += 10;
    CHECK(all(22));
#pragma acc serial present(a) if(no)
    for (int i = 0; i < N; i++) a[i] += 10;
    CHECK(all(32));
#pragma acc parallel loop present(a) if(no)
    for (int i = 0; i < N; i++) a[i] += 1;
#pragma acc kernels loop present(a) if(no)
    for (int i = 0; i < N; i++) a[i] += 1;
#pragma acc serial loop present(a) if(no)
    for (int i = 0; i < N; i++) a[i] += 1;
    CHECK(all(35));
    /* the device copy is still 1: true conditions run on it */
#pragma acc parallel loop present(a) if(yes)
    for (int i = 0; i < N; i++) a[i] += 100;
#pragma acc kernels loop present(a) if(yes + 1)
    for (int i = 0; i < N; i++) a[i] += 100;
#pragma acc serial loop present(a) if(yes)
    for (int i = 0; i < N; i++) a[i] += 100;
    CHECK(is_host ? all(335) : all(35));
    /* update if(false) does nothing; if(true) copies */
#pragma acc update self(a) if(no)
    CHECK(is_host ? all(335) : all(35));
#pragma acc update self(a) if(yes)
    CHECK(all(is_host ? 335 : 301));
    /* exit data if(false) keeps the mapping */
#pragma acc exit data delete(a) if(no)
    CHECK(acc_is_present(a, sizeof a));
#pragma acc exit data copyout(a) if(yes)
    CHECK(is_host || !acc_is_present(a, sizeof a));
    /* enter data if(false) maps nothing */
    fill(3);
#pragma acc enter data copyin(a) if(no)
    CHECK(is_host || !acc_is_present(a, sizeof a));
    /* data if(false): the compute construct copies for itself */
#pragma acc data copy(a) if(no)
    {
        CHECK(is_host || !acc_is_present(a, sizeof a));
#pragma acc parallel loop copy(a)
        for (int i = 0; i < N; i++) a[i] *= 2;
        CHECK(all(6));
    }
    CHECK(all(6));
#pragma acc data copy(a) if(yes)
    {
        CHECK(acc_is_present(a, sizeof a));
#pragma acc kernels loop present(a)
        for (int i = 0; i < N; i++) a[i] *= 2;
    }
    CHECK(all(12));
    /* wait if(false) does not wait; if(true) does */
#pragma acc parallel loop copy(a) async(1)
    for (int i = 0; i < N; i++) a[i] += 1;
#pragma acc wait(1) if(no)
#pragma acc wait(1) if(yes)
    CHECK(all(13));
    CHECK_DONE();
}

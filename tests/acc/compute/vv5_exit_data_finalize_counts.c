/* OpenACC 3.3, 2.6.7 (reference counters) and 2.14.7 (exit data, finalize clause): finalize
 * sets the dynamic reference counter to zero whatever the number of entries; without it, each
 * exit decrements by one; copyout with finalize copies back once; finalize does not remove
 * data a structured data construct holds; acc_copyout_finalize / acc_delete_finalize
 * (3.2.23/3.2.24); V&V exit_data_finalize, acc_copyout_finalize, acc_delete_finalize. */
#include <openacc.h>
#include "check.h"
#define N 50
static int dev(void) { return acc_get_device_type() != acc_device_host; }
int main(void) {
    int a[N], b[N];
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
    /* three entries, one finalize: absent afterwards, copied back */
#pragma acc enter data copyin(a[0:N])
#pragma acc enter data copyin(a[0:N])
#pragma acc enter data create(a[0:N])
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++) a[i] *= 2;
#pragma acc exit data copyout(a[0:N]) finalize
    CHECK(!acc_is_present(a, sizeof a) || !dev());
    for (int i = 0; i < N; i++) CHECK(a[i] == 2 * i);
    /* without finalize: two entries take two exits; the first copyout copies nothing back
       (the data stays present), the last one does */
#pragma acc enter data copyin(a[0:N])
#pragma acc enter data copyin(a[0:N])
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++) a[i] += 1;
#pragma acc exit data copyout(a[0:N])
    CHECK(acc_is_present(a, sizeof a));
    if (dev()) for (int i = 0; i < N; i++) CHECK(a[i] == 2 * i);
#pragma acc exit data copyout(a[0:N])
    CHECK(!acc_is_present(a, sizeof a) || !dev());
    for (int i = 0; i < N; i++) CHECK(a[i] == 2 * i + 1);
    /* finalize inside a data construct: the structured count keeps the data */
#pragma acc data copy(b[0:N])
    {
#pragma acc enter data copyin(b[0:N])
#pragma acc enter data copyin(b[0:N])
#pragma acc exit data delete(b[0:N]) finalize
        CHECK(acc_is_present(b, sizeof b));
#pragma acc parallel loop present(b[0:N])
        for (int i = 0; i < N; i++) b[i] = 7;
    }
    CHECK(!acc_is_present(b, sizeof b) || !dev());
    for (int i = 0; i < N; i++) CHECK(b[i] == 7);
    /* finalize with async and wait, and on data of a partly present state */
#pragma acc enter data copyin(a[0:N]) async(1)
#pragma acc enter data copyin(a[0:N]) async(1)
#pragma acc parallel loop present(a[0:N]) async(1)
    for (int i = 0; i < N; i++) a[i] = -i;
#pragma acc exit data copyout(a[0:N]) finalize async(2) wait(1)
#pragma acc wait(2)
    for (int i = 0; i < N; i++) CHECK(a[i] == -i);
    /* the routines: acc_copyout_finalize and acc_delete_finalize */
    acc_copyin(a, sizeof a);
    acc_copyin(a, sizeof a);
    acc_create(a, sizeof a);
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++) a[i] = 3 * i;
    acc_copyout_finalize(a, sizeof a);
    CHECK(!acc_is_present(a, sizeof a) || !dev());
    for (int i = 0; i < N; i++) CHECK(a[i] == 3 * i);
    acc_create(b, sizeof b);
    acc_create(b, sizeof b);
    acc_delete_finalize(b, sizeof b);
    CHECK(!acc_is_present(b, sizeof b) || !dev());
    /* finalize of data that is not present: no action (2.7.8/2.7.11) */
#pragma acc exit data delete(b[0:N]) finalize
#pragma acc exit data copyout(b[0:N]) finalize
    for (int i = 0; i < N; i++) CHECK(b[i] == 7);
    CHECK_DONE();
}

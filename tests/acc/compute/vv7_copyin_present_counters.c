/* OpenACC 3.3, 2.6.7 reference counters through the API of 3.2.20-3.2.23: acc_copyin and
 * acc_create of data already present (structured or dynamic) increment the dynamic count and
 * return the existing device address without a transfer; acc_copyout/acc_delete decrement
 * it, the last one copying/deleting; the _finalize forms zero the dynamic count but leave the
 * structured count (the data stays until the data construct ends); acc_copyin of an interior
 * part of present data; enter data/exit data finalize on the same data (V&V
 * acc_copyin.c, acc_copyout_finalize.c, acc_delete_finalize.c, exit_data_delete_finalize.c). */
#include <openacc.h>
#include "check.h"
#define N 256
static int a[N], b[N];
int main(void) {
    int discrete = acc_get_device_type() != acc_device_host;
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
    int *d1 = acc_copyin(a, sizeof a);
    a[0] = 99;                      /* not uploaded by the second copyin */
    int *d2 = acc_copyin(a, sizeof a);
    CHECK(d1 == d2);
    int *d3 = acc_create(&a[N / 2], 16 * sizeof(int)); /* interior: no new data */
    CHECK(d3 == d1 + N / 2);
    int z = -1;
#pragma acc serial present(a) copyout(z)
    { z = a[0]; }
    CHECK(z == (discrete ? 0 : 99));
    acc_copyout(a, sizeof a);       /* 3 -> 2 */
    CHECK(acc_is_present(a, sizeof a) && (!discrete || a[0] == 99));
    acc_delete(&a[N / 2], 16 * sizeof(int)); /* 2 -> 1 */
    CHECK(acc_is_present(a, sizeof a));
    acc_copyout(a, sizeof a);       /* 1 -> 0: copied */
    CHECK(!discrete || !acc_is_present(a, sizeof a));
    CHECK(a[0] == (discrete ? 0 : 99));
    /* finalize under a structured reference */
    a[0] = 0;
#pragma acc data copy(b)
    {
        acc_copyin(b, sizeof b);
        acc_create(b, sizeof b);
#pragma acc parallel loop present(b)
        for (int i = 0; i < N; i++) b[i] = i * 2;
        acc_copyout_finalize(b, sizeof b);  /* dynamic 2 -> 0; the structured count stays */
        CHECK(acc_is_present(b, sizeof b));
        CHECK(!discrete || b[1] == 0);
#pragma acc enter data copyin(b)
#pragma acc enter data copyin(b)
#pragma acc exit data delete(b) finalize
        CHECK(acc_is_present(b, sizeof b));
    }
    CHECK(b[N - 1] == 2 * (N - 1));
    CHECK(!discrete || !acc_is_present(b, sizeof b));
    /* delete_finalize after copyin three times */
    acc_copyin(a, sizeof a);
    acc_copyin(a, sizeof a);
#pragma acc enter data copyin(a)
    acc_delete_finalize(a, sizeof a);
    CHECK(!discrete || !acc_is_present(a, sizeof a));
    /* exit data copyout finalize brings the data back once */
#pragma acc enter data copyin(a) create(a)
#pragma acc parallel loop present(a)
    for (int i = 0; i < N; i++) a[i] = -i;
#pragma acc exit data copyout(a) finalize
    CHECK(a[N - 1] == -(N - 1));
    CHECK(!discrete || !acc_is_present(a, sizeof a));
    CHECK_DONE();
}

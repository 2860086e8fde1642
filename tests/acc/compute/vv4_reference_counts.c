/* OpenACC 3.3, 2.6.7 (reference counters), 2.7.x and 3.2.18-3.2.19: a structured count
 * keeps data present through exit data and acc_copyout/acc_delete (no copy, no free); the
 * dynamic count takes as many exits as entries; copyin of present data copies nothing.
 * V&V exit_data_copyout_reference_counts, acc_copyout_with_structured, data_present. */
#include <openacc.h>
#include "check.h"
#define n 64
int main(void) {
    int shared = acc_get_device_type() == acc_device_host;
    int a[n], b[n];
    for (int i = 0; i < n; i++) { a[i] = i; b[i] = 0; }
#pragma acc data copy(a)
    {
#pragma acc parallel loop present(a)
        for (int i = 0; i < n; i++) a[i] += 1;
        /* structured count 1: exit data copyout does nothing (dynamic count is 0) */
#pragma acc exit data copyout(a)
        acc_copyout(a, sizeof a);
        acc_delete(a, sizeof a);
        CHECK(acc_is_present(a, sizeof a));
        CHECK(shared || a[0] == 0);
#pragma acc enter data copyin(a)
        /* present already: nothing copied */
        for (int i = 0; i < n; i++) a[i] = -5;
#pragma acc enter data copyin(a)
#pragma acc parallel loop present(a)
        for (int i = 0; i < n; i++) a[i] += 1;
#pragma acc exit data copyout(a)
        CHECK(acc_is_present(a, sizeof a));
#pragma acc exit data copyout(a)
        /* dynamic count 0, structured 1: still present, no copy */
        CHECK(acc_is_present(a, sizeof a));
        CHECK(shared || a[5] == -5);
    }
    CHECK(!acc_is_present(a, sizeof a) || shared);
    for (int i = 0; i < n; i++) CHECK(a[i] == (shared ? -4 : i + 2));
    /* dynamic counts: three entries, three exits */
    acc_copyin(b, sizeof b);
#pragma acc enter data copyin(b)
    acc_create(b, sizeof b);
#pragma acc parallel loop present(b)
    for (int i = 0; i < n; i++) b[i] = 7;
    acc_copyout(b, sizeof b);
    CHECK(acc_is_present(b, sizeof b));
#pragma acc exit data delete(b)
    CHECK(acc_is_present(b, sizeof b));
    CHECK(shared || b[0] == 0);
    acc_copyout(b, sizeof b);
    CHECK(!acc_is_present(b, sizeof b) || shared);
    for (int i = 0; i < n; i++) CHECK(b[i] == 7);
    /* 3.2: exit of absent data is no action */
#pragma acc exit data copyout(b) delete(a)
    acc_delete(b, sizeof b);
    acc_copyout(a, sizeof a);
    CHECK_DONE();
}

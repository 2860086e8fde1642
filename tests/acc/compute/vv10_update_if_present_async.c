/* OpenACC 3.3, 2.14.4 (update directive): if_present with async and wait clauses, on data
 * present and absent (an absent var is skipped with no error, a present one updated on its
 * queue), in a function called both inside and outside a data region, and with a subarray of
 * a present array (V&V update_if_present.c with async). */
#include <openacc.h>
#include "check.h"
#define N 128
static void bump_on_device(int *p, int n, int q) {
#pragma acc update device(p[0:n]) if_present async(q)
#pragma acc parallel loop present(p[0:n]) async(q) if(acc_is_present(p, n * sizeof *p))
    for (int i = 0; i < n; i++) p[i] += 100;
#pragma acc update self(p[0:n]) if_present async(q)
#pragma acc wait(q)
}
int main(void) {
    int a[N], b[N];
    for (int i = 0; i < N; i++) a[i] = i, b[i] = -i;
    /* absent: both updates are skipped; the loop runs on the host (if false) */
    bump_on_device(a, N, 1);
    for (int i = 0; i < N; i++) CHECK(a[i] == i + 100);
#pragma acc data copy(a)
    {
        for (int i = 0; i < N; i++) a[i] = i;  /* host changes, pushed by the update */
        bump_on_device(a, N, 2);
        for (int i = 0; i < N; i++) CHECK(a[i] == i + 100);
        /* part of a present array, and an absent array, on one directive */
        for (int i = 0; i < N; i++) a[i] = 5;
#pragma acc update device(a[10:20], b) if_present async(3)
#pragma acc parallel loop present(a) async(3)
        for (int i = 0; i < N; i++) a[i] *= 2;
#pragma acc update self(a[0:N / 2]) if_present async(3) wait(3)
        acc_wait(3);
        /* shared memory: one copy, all 10; discrete: the part pushed is 10, the rest the
           device's 2 * (i + 100) */
        int shared = acc_get_property(0, acc_device_current, acc_property_shared_memory_support) != 0;
        for (int i = 0; i < N / 2; i++)
            CHECK(a[i] == ((shared || (i >= 10 && i < 30)) ? 10 : 200 + 2 * i));
    }
    for (int i = 0; i < N; i++) CHECK(b[i] == -i);
    CHECK_DONE();
}

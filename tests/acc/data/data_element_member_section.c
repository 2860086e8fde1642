/* spec 2.6.2, 2.7.2: `copy(arr[2].p[4:3])` on a compute construct, the array of structs
 * `arr` in no data clause of its own: the clause maps what arr[2].p points to, none of arr's
 * storage, so arr is implicitly copied (2.6.2: an array), and the clause's attach action,
 * after the copies of the same construct, points the device copy of arr[2].p at the
 * section. The clause was taken as arr's: arr got no device copy and the kernel read a
 * garbage base ("illegal memory access at address (nil)"; bug hunt 2026-11-29, data
 * environment, bug07). */
#include "acc_test.h"

struct vec {
    int n;
    double *p;
};

int main(void) {
    enum { N = 16 };
    struct vec arr[3];
    for (int k = 0; k < 3; k++) {
        arr[k].n = N;
        arr[k].p = (double *)calloc(N, sizeof(double));
    }
#pragma acc parallel loop copy(arr[2].p[4:3])
    for (int i = 4; i < 7; i++) arr[2].p[i] = i;
    for (int i = 0; i < N; i++) CHECK(arr[2].p[i] == ((i >= 4 && i < 7) ? i : 0));

#pragma acc parallel loop copy(arr[1].p[0:N]) copyin(arr[0].p[0:2])
    for (int i = 0; i < N; i++) arr[1].p[i] = arr[0].p[i % 2] + i;
    for (int i = 0; i < N; i++) CHECK(arr[1].p[i] == i);
    for (int k = 0; k < 3; k++) CHECK(arr[k].n == N); /* the implicit copy came back */
    if (discrete()) CHECK(!acc_is_present(arr, sizeof arr));
    for (int k = 0; k < 3; k++) free(arr[k].p);
    return 0;
}

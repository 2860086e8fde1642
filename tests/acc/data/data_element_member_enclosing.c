/* spec 2.6.2, 2.7.2: an enclosing `data copy(arr[2].p[4:3])`, the array of structs `arr`
 * itself never mapped: the clause maps what arr[2].p points to, none of arr's storage, so a
 * compute construct inside copies arr implicitly (2.6.2) and the member must be attached
 * there (the data construct's attach action found arr absent and took none). arr was taken
 * as named by a visible data clause: the launch stopped with "'arr' not present" (before
 * that, an illegal address in the kernel; bug hunt 2026-11-29, data environment, bug10).
 * The compute construct now carries the clause again (a present lookup and a count, then
 * the attach through the section after the copy of arr), also when it names arr itself. */
#include "acc_test.h"

struct vec {
    int n;
    double *p;
};

enum { N = 16 };

int main(void) {
    struct vec arr[3];
    for (int k = 0; k < 3; k++) {
        arr[k].n = N;
        arr[k].p = (double *)calloc(N, sizeof(double));
    }
#pragma acc data copy(arr[2].p[4:3])
    {
#pragma acc parallel loop
        for (int i = 4; i < 7; i++) arr[2].p[i] = i;
#pragma acc kernels
        for (int i = 4; i < 7; i++) arr[2].p[i] += 1;
        if (discrete()) CHECK(!acc_is_present(arr, sizeof arr)); /* the implicit copies ended */
    }
    for (int i = 0; i < N; i++) CHECK(arr[2].p[i] == ((i >= 4 && i < 7) ? i + 1 : 0));

    /* The compute construct names arr itself: its copy of arr gets the member attached
     * too (the clause on the section is not arr's; it was a silent host write on emul). */
#pragma acc data copy(arr[2].p[8:2])
    {
#pragma acc parallel loop copy(arr)
        for (int i = 8; i < 10; i++) arr[2].p[i] = 3 * i;
    }
    CHECK(arr[2].p[8] == 24 && arr[2].p[9] == 27 && arr[2].p[10] == 0);

    /* With a false `if`: no data region, the compute construct maps the section itself. */
    int on = 0;
#pragma acc data copy(arr[1].p[0:N]) if(on)
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++) arr[1].p[i] = 2 * i;
    }
    for (int i = 0; i < N; i++) CHECK(arr[1].p[i] == 2 * i);

    /* arr mapped by an outer construct: the inner one attaches at its entry, as before. */
#pragma acc data copyin(arr)
    {
#pragma acc data copy(arr[0].p[2:5])
        {
#pragma acc parallel loop
            for (int i = 2; i < 7; i++) arr[0].p[i] = -i;
        }
    }
    for (int i = 0; i < N; i++) CHECK(arr[0].p[i] == ((i >= 2 && i < 7) ? -i : 0));
    for (int k = 0; k < 3; k++) {
        CHECK(arr[k].n == N);
        free(arr[k].p);
    }
    return 0;
}

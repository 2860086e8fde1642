/* OpenACC 3.3, 2.9.11 and 2.6.2: loop reductions on array elements whose variable has no
 * data clause are combined at the end of the compute region, with an implied copy of what
 * they reduce.
 * - The element's subscript is a variable declared in the region (`int k = 3;`): the
 *   combine and the implied copy cannot name `k` (it does not exist there), so the whole
 *   array is reduced and copied (fuzz seed 0xd21bcd00d1a6dfd0, input 1337: cc rejected the
 *   generated code, "'k' undeclared").
 * - Two loops of one region reduce different elements (`c[0]`, then `c[1]`): the region's
 *   combine covered only the first loop's element, and `c[1]` kept its old value (0, not
 *   100), silently.
 * - In a `kernels` construct, `k` declared in the construct between its kernels: the copy
 *   of `e[k:1]` is made around the kernel, where `k` exists (cc: "'k' undeclared"), for an
 *   array and a pointer.
 * - A pointer's element reduced with no data clause for the pointer: the kernel translates
 *   the pointer through the implied copy's element (it looked up `p[0]`, which is not
 *   present: "the data it points to is not present on the device"). */
#include <stdlib.h>
#include "check.h"
int main(void) {
    int n = 100;
    int c[8] = {0};
#pragma acc parallel num_gangs(4)
    {
        int k = 3;
#pragma acc loop reduction(+:c[k])
        for (int i = 0; i < n; i++) c[k] += i;
    }
    CHECK(c[3] == 4950);
    for (int j = 0; j < 8; j++) CHECK(j == 3 || c[j] == 0);

    int d[4] = {0, 0, 5, 0};
#pragma acc parallel num_gangs(4)
    {
#pragma acc loop reduction(+:d[0])
        for (int i = 0; i < n; i++) d[0] += i;
#pragma acc loop reduction(+:d[1])
        for (int i = 0; i < n; i++) d[1] += 1;
    }
    CHECK(d[0] == 4950 && d[1] == 100 && d[2] == 5 && d[3] == 0);

    int e[8] = {0};
    int *p = calloc(8, sizeof *p);
    CHECK(p != NULL);
#pragma acc kernels
    {
        int k = 5;
#pragma acc loop reduction(+:e[k])
        for (int i = 0; i < n; i++) e[k] += 2 * i;
#pragma acc loop reduction(max:p[k])
        for (int i = 0; i < n; i++) p[k] = p[k] > i ? p[k] : i;
    }
    CHECK(e[5] == 9900 && e[4] == 0);
    CHECK(p[5] == 99 && p[4] == 0);

    int j = 2;
#pragma acc parallel num_gangs(4)
    {
#pragma acc loop reduction(+:p[j])
        for (int i = 0; i < n; i++) p[j] += 3;
    }
    CHECK(p[2] == 300 && p[1] == 0 && p[3] == 0);
    free(p);
    CHECK_DONE();
}

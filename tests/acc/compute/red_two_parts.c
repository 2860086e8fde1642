/* OpenACC 3.3, 2.5.15 and 2.9.11: a reduction var may be an array element or a subarray, so
 * one construct or loop may reduce two parts of one array (`reduction(+:c[1], c[3])`,
 * `reduction(+:v[2:4]) reduction(+:v[8:3])`), each element with the operator. oxacc reduces
 * the section covering both parts; the elements between them are not reduced and keep their
 * values. Before: a located "not supported yet" error (and earlier still, both reductions
 * lost on the device, a crash freeing the copies on the host). Construct level, loop level
 * at gang, worker and vector, a pointer's target, and two loops of one region reducing
 * different elements of a pointer's target. All values are exact. */
#include "check.h"
#include <stdlib.h>

int main(void) {
    /* A combined construct: two subarrays (bug01). */
    long v[12];
    for (int q = 0; q < 12; q++) v[q] = q;
#pragma acc parallel loop reduction(+:v[2:4]) reduction(+:v[8:3])
    for (int i = 0; i < 60; i++) { v[2 + i % 4] += 1; v[8 + i % 3] += 2; }
    for (int q = 0; q < 12; q++)
        CHECK(v[q] == q + (q >= 2 && q < 6 ? 15 : 0) + (q >= 8 && q < 11 ? 40 : 0));

    /* Two elements in one clause (bug01b), listed high part first. */
    int c[5] = {1, 2, 3, 4, 5};
#pragma acc parallel loop reduction(+:c[3], c[1])
    for (int i = 0; i < 100; i++) { c[1] += 1; c[3] += 2; }
    CHECK(c[0] == 1 && c[1] == 102 && c[2] == 3 && c[3] == 204 && c[4] == 5);

    /* The construct's reduction (2.5.15), updated by a gang loop without a clause. */
    int d[6] = {0, 10, 20, 30, 40, 50};
#pragma acc parallel num_gangs(8) reduction(+:d[1], d[4])
    {
#pragma acc loop gang
        for (int i = 0; i < 64; i++) { d[1] += 1; d[4] += 3; }
    }
    CHECK(d[0] == 0 && d[2] == 20 && d[3] == 30 && d[5] == 50);
    /* Each gang also adds its own updates; the loop's 64 iterations are split over them. */
    CHECK(d[1] == 10 + 64 && d[4] == 40 + 192);

    /* Loop reductions at gang, worker and vector level, nested, on a shared array. */
    long s[6] = {0, 0, 0, 0, 0, 0};
#pragma acc parallel copy(s) num_gangs(4) num_workers(4) vector_length(32)
    {
#pragma acc loop gang reduction(+:s[1], s[4])
        for (int i = 0; i < 8; i++) {
#pragma acc loop worker reduction(+:s[1], s[4])
            for (int j = 0; j < 4; j++) {
#pragma acc loop vector reduction(+:s[1]) reduction(+:s[4])
                for (int k = 0; k < 32; k++) { s[1] += 1; s[4] += k; }
            }
        }
    }
    CHECK(s[0] == 0 && s[2] == 0 && s[3] == 0 && s[5] == 0);
    CHECK(s[1] == 8 * 4 * 32 && s[4] == 8 * 4 * (31 * 32 / 2));

    /* max over two parts, all levels in one loop. */
    double m[8];
    for (int q = 0; q < 8; q++) m[q] = -1;
#pragma acc parallel loop gang worker vector reduction(max:m[0:2]) reduction(max:m[6])
    for (int i = 0; i < 1000; i++) {
        m[i % 2] = m[i % 2] > i ? m[i % 2] : i;
        m[6] = m[6] > 2 * i ? m[6] : 2 * i;
    }
    CHECK(m[0] == 998 && m[1] == 999 && m[6] == 1998);
    for (int q = 2; q < 6; q++) CHECK(m[q] == -1);
    CHECK(m[7] == -1);

    /* A pointer's target: a subarray and an element. */
    int *p = malloc(10 * sizeof *p);
    for (int q = 0; q < 10; q++) p[q] = 100 * q;
#pragma acc parallel loop copy(p[0:10]) reduction(+:p[2:3], p[7])
    for (int i = 0; i < 30; i++) { p[2 + i % 3] += 1; p[7] += 4; }
    for (int q = 0; q < 10; q++)
        CHECK(p[q] == 100 * q + (q >= 2 && q < 5 ? 10 : 0) + (q == 7 ? 120 : 0));

    /* Two loops of one region reducing different elements of a pointer's target: the region
     * combines the part covering both (2.9.11). */
    for (int q = 0; q < 10; q++) p[q] = 0;
    int n = 10;
#pragma acc parallel copy(p[0:10])
    {
#pragma acc loop reduction(+:p[0])
        for (int i = 0; i < n; i++) p[0] += i;
#pragma acc loop reduction(+:p[3])
        for (int i = 0; i < n; i++) p[3] += 2 * i;
    }
    for (int q = 0; q < 10; q++) CHECK(p[q] == (q == 0 ? 45 : q == 3 ? 90 : 0));
    free(p);
    CHECK_DONE();
}

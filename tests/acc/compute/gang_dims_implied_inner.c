// cflags: -Wall -Wextra
/* OpenACC 3.3, 2.9.2: "A gang(dim:1) clause is implied on a data-independent loop construct
 * without an explicit gang clause if ... an explicit gang(dim:1) clause would be permitted on
 * this loop construct [and] for every lexically enclosing data-independent loop construct,
 * either an explicit gang(dim:1) clause would not be permitted on the enclosing loop
 * construct, or ...". A loop with `gang(dim:2)` or `gang(dim:3)` cannot take a second gang
 * clause, so a plain `loop` (or `loop worker`, `loop vector`) inside it is partitioned over
 * the gangs of dimension 1 (2.2.1 GP1). oxacc used to run such a loop in full in every gang
 * of dimension 1 (each iteration num_gangs' first argument times). The atomic counts show how
 * many times each iteration ran. */
#include "check.h"
int main(void) {
    int a[6][50], b[4][50], c[3][40], d[2][3][5], e[4][30];
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 50; j++) a[i][j] = 0;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 50; j++) b[i][j] = 0;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 40; j++) c[i][j] = 0;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++)
            for (int k = 0; k < 5; k++) d[i][j][k] = 0;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 30; j++) e[i][j] = 0;
    /* GP2 rows, implied GP1 columns: each element once. */
#pragma acc parallel num_gangs(2, 3) copy(a)
    {
#pragma acc loop gang(dim:2)
        for (int i = 0; i < 6; i++) {
#pragma acc loop
            for (int j = 0; j < 50; j++) {
#pragma acc atomic update
                a[i][j] += 1;
            }
        }
    }
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 50; j++) CHECK(a[i][j] == 1);
    /* GP3 with an implied GP1 worker loop inside, dimension 2 redundant: 3 times. */
#pragma acc parallel num_gangs(2, 3, 2) num_workers(4) copy(b)
    {
#pragma acc loop gang(dim:3)
        for (int i = 0; i < 4; i++) {
#pragma acc loop worker
            for (int j = 0; j < 50; j++) {
#pragma acc atomic update
                b[i][j] += 1;
            }
        }
    }
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 50; j++) CHECK(b[i][j] == 3);
    /* A sequential loop in between is ignored: the vector loop inside it takes gang(dim:1). */
#pragma acc parallel num_gangs(4, 3) vector_length(32) copy(c)
    {
#pragma acc loop gang(dim:2)
        for (int i = 0; i < 3; i++) {
#pragma acc loop seq
            for (int r = 0; r < 2; r++) {
#pragma acc loop vector
                for (int j = 0; j < 40; j++) {
#pragma acc atomic update
                    c[i][j] += 1;
                }
            }
        }
    }
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 40; j++) CHECK(c[i][j] == 2);
    /* A loop holding an explicit gang(dim:1) loop takes no implied one: it runs in every
     * gang of dimension 2 (3 of them), the inner loop divides dimension 1. */
#pragma acc parallel num_gangs(5, 3, 2) copy(d)
    {
#pragma acc loop gang(dim:3)
        for (int i = 0; i < 2; i++) {
#pragma acc loop
            for (int j = 0; j < 3; j++) {
#pragma acc loop gang(dim:1)
                for (int k = 0; k < 5; k++) {
#pragma acc atomic update
                    d[i][j][k] += 1;
                }
            }
        }
    }
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++)
            for (int k = 0; k < 5; k++) CHECK(d[i][j][k] == 3);
    /* On a combined construct. */
#pragma acc parallel loop gang(dim:2) num_gangs(3, 2) copy(e)
    for (int i = 0; i < 4; i++) {
#pragma acc loop
        for (int j = 0; j < 30; j++) {
#pragma acc atomic update
            e[i][j] += 1;
        }
    }
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 30; j++) CHECK(e[i][j] == 1);
    /* No implied gang on a loop with a reduction clause: 2.9.11 forbids a reduction on a
     * loop with a gang clause in a construct whose num_gangs has more than one argument, so an
     * explicit gang(dim:1) would not be permitted. The row sum into a variable declared in the
     * row loop stays within each gang (it gave 0 on emul and a part of the row on the host
     * team when the loop was gang-partitioned). */
    int rows[6];
#pragma acc parallel num_gangs(2, 3) copyin(a) copyout(rows)
    {
#pragma acc loop gang(dim:2)
        for (int i = 0; i < 6; i++) {
            int s = 0;
#pragma acc loop reduction(+:s)
            for (int j = 0; j < 50; j++) s += a[i][j] + j;
            rows[i] = s;
        }
    }
    for (int i = 0; i < 6; i++) CHECK(rows[i] == 50 + 49 * 50 / 2);
    CHECK_DONE();
}

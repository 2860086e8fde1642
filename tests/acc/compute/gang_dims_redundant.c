// cflags: -Wall -Wextra
/* OpenACC 3.3, 2.5.10 and 2.9.2, with the execution model of 2.2.1 (GRd / GPd modes):
 * with num_gangs(a, b, c) a gang(dim:d) loop divides its iterations among the gangs of
 * dimension d only; the gangs of the other dimensions that no enclosing or nested gang
 * loop partitions run them redundantly. The multicore code used to divide every gang loop
 * among all a*b*c gangs: each iteration ran once where the spec (and the GPU code) runs it
 * once per gang of the dimensions left redundant. The atomic counts show how many times
 * each iteration ran. */
#include "check.h"
int main(void) {
    int a[100], b[100], c[4][5], d[60];
    for (int i = 0; i < 100; i++) a[i] = b[i] = 0;
    for (int i = 0; i < 60; i++) d[i] = 0;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 5; j++) c[i][j] = 0;
    /* GP1, GR2: each iteration once per gang of dimension 2. */
#pragma acc parallel num_gangs(2, 3) copy(a)
    {
#pragma acc loop gang
        for (int i = 0; i < 100; i++) {
#pragma acc atomic update
            a[i] += 1;
        }
    }
    for (int i = 0; i < 100; i++) CHECK(a[i] == 3);
    /* GP2, GR1 on a combined construct, tiled. */
#pragma acc parallel loop gang(dim:2) tile(4, 5) num_gangs(2, 3) copy(c)
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 5; j++) {
#pragma acc atomic update
            c[i][j] += 1;
        }
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 5; j++) CHECK(c[i][j] == 2);
    /* GP3 with GP1 inside, dimension 2 redundant: 2 times; the code between the loops
     * runs once per gang of dimensions 1 and 2: 3*2 times per outer iteration. */
    int between = 0;
#pragma acc parallel num_gangs(3, 2, 4) copy(b, between)
    {
#pragma acc loop gang(dim:3)
        for (int i = 0; i < 10; i++) {
#pragma acc atomic update
            between += 1;
#pragma acc loop gang(dim:1) collapse(2)
            for (int j = 0; j < 2; j++)
                for (int k = 0; k < 5; k++) {
#pragma acc atomic update
                    b[i * 10 + j * 5 + k] += 1;
                }
        }
    }
    for (int i = 0; i < 100; i++) CHECK(b[i] == 2);
    CHECK(between == 60);
    /* Every dimension partitioned: each iteration once, with more gangs than threads. */
#pragma acc parallel num_gangs(3, 4, 5) copy(d)
    {
#pragma acc loop gang(dim:3)
        for (int i = 0; i < 3; i++) {
#pragma acc loop gang(dim:2)
            for (int j = 0; j < 4; j++) {
#pragma acc loop gang(dim:1)
                for (int k = 0; k < 5; k++) {
#pragma acc atomic update
                    d[i * 20 + j * 5 + k] += 1;
                }
            }
        }
    }
    for (int i = 0; i < 60; i++) CHECK(d[i] == 1);
    /* if(false): the local thread runs the region, one gang. */
    int off = 0;
    for (int i = 0; i < 100; i++) a[i] = 0;
#pragma acc parallel num_gangs(2, 3) copy(a) if(off)
    {
#pragma acc loop gang(dim:2)
        for (int i = 0; i < 100; i++) a[i] += 1;
    }
    for (int i = 0; i < 100; i++) CHECK(a[i] == 1);
    CHECK_DONE();
}

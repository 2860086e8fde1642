// cflags: -Wall -Wextra
/* OpenACC 3.3, 2.9.10: a loop's private clause gives the loop copies of its own, whether the
 * variable was declared outside the compute construct or inside it, before the loop: the
 * region's variable is not written by the loop and keeps its value after it. The multicore
 * code made no copy of a variable declared in the region: the loop wrote the region's
 * variable (a whole variable), or used a copy it never declared (a section: a cc error). */
#include "check.h"
int main(void) {
    int out[200];
    for (int k = 0; k < 200; k++) out[k] = 0;
#pragma acc parallel num_gangs(2) copy(out)
    {
        int u = 5;
#pragma acc loop gang private(u)
        for (int i = 0; i < 100; i++) {
            u = i;
            out[i] = u;
        }
        int v = 6;
#pragma acc loop seq private(v)
        for (int i = 0; i < 10; i++) v = i;
        int w[4] = {1, 2, 3, 4};
#pragma acc loop gang private(w[1:2])
        for (int k = 0; k < 50; k++) {
            w[1] = k;
            w[2] = k;
            out[100 + k] = w[1] + w[2];
        }
        int i = -1;
#pragma acc loop gang private(i)
        for (i = 0; i < 20; i++) out[150 + i] = i;
        if (u != 5 || v != 6 || w[1] != 2 || w[2] != 3) out[199] = -1;
    }
    for (int i = 0; i < 100; i++) CHECK(out[i] == i);
    for (int k = 0; k < 50; k++) CHECK(out[100 + k] == 2 * k);
    for (int k = 0; k < 20; k++) CHECK(out[150 + k] == k);
    CHECK(out[199] == 0);
    CHECK_DONE();
}

/* OpenACC 3.3, 2.5.15 and 2.9.11: each element or subarray in a reduction clause is its own
 * reduction var, so one construct or loop may reduce two parts of one array whose bounds are
 * known only at run time (`reduction(+:c[i0], c[j0])`). oxacc keeps one private copy per
 * variable: for a fixed-size array it reduces the whole array, whose elements no part names
 * hold the identity in every copy and combine to their own values. Before: a located "not
 * supported yet" error. A combined construct, a compute construct's own clause (parallel and
 * serial), gang/worker/vector loops of one region under `copy`, and elements inside the rows
 * of a 2-D array under `present`; every element not reduced keeps its value. */
#include "check.h"

int main(void) {
    long c[6] = {0, 1, 5, 9, 2, 3};
    int i0 = 1, j0 = 4;
#pragma acc parallel loop reduction(+:c[i0], c[j0])
    for (int i = 1; i <= 10; i++) { c[i0] += i; c[j0] += 2; }
    CHECK(c[0] == 0 && c[1] == 56 && c[2] == 5 && c[3] == 9 && c[4] == 22 && c[5] == 3);

    /* The construct's own clause: each gang adds once (2.5.15). */
    int g[5] = {10, 20, 30, 40, 50};
#pragma acc parallel num_gangs(4) reduction(*:g[i0:2], g[j0])
    { g[1] *= 2; g[2] *= 3; g[4] *= 2; }
    CHECK(g[0] == 10 && g[1] == 20 * 16 && g[2] == 30 * 81 && g[3] == 40 && g[4] == 50 * 16);
#pragma acc serial reduction(max:g[0], g[j0 - 1])
    { g[0] = 99; g[3] = 7; }
    CHECK(g[0] == 99 && g[3] == 40);

    /* Gang, worker and vector loops of one region, each with both parts. */
    int d[8] = {0, 1, 2, 3, 4, 5, 6, 7};
    int n = 6, m = 2;
#pragma acc parallel copy(d) num_gangs(3) num_workers(2) vector_length(32)
    {
#pragma acc loop gang reduction(+:d[1]) reduction(+:d[n])
        for (int i = 0; i < 100; i++) {
#pragma acc loop worker reduction(+:d[1]) reduction(+:d[n])
            for (int j = 0; j < 4; j++) {
#pragma acc loop vector reduction(+:d[1]) reduction(+:d[n])
                for (int k = 0; k < 32; k++) { d[1] += 1; d[n] += 2; }
            }
        }
    }
    for (int k = 0; k < 8; k++) CHECK(d[k] == k + (k == 1 ? 12800 : k == 6 ? 25600 : 0));

    /* Elements inside the rows of a 2-D array (`capture::reduces_rows`), max, present. */
    double t[3][4];
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 4; b++) t[a][b] = a * 10 + b;
#pragma acc data copy(t)
    {
#pragma acc parallel loop gang vector reduction(max:t[m][1], t[0][m:2]) present(t)
        for (int i = 0; i < 50; i++) {
            if (i > t[2][1]) t[2][1] = i;
            if (i + 1 > t[0][2 + i % 2]) t[0][2 + i % 2] = i + 1;
        }
    }
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 4; b++)
            CHECK(t[a][b] == (a == 2 && b == 1 ? 49
                              : a == 0 && b == 2 ? 49
                              : a == 0 && b == 3 ? 50
                                                 : a * 10 + b));
    CHECK_DONE();
}

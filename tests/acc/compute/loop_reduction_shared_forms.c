/* OpenACC 3.3, 2.9.11 / 2.5.15: loop reductions on variables shared in the region, in every
 * form: worker/vector loops nested in a gang loop, a combined construct with copy, present
 * on the construct, kernels with an explicit copy (a loop reduction and one found by the
 * analysis), serial, a visible data clause, a file-scope variable, arrays, subarrays of an
 * array and of a pointer. Each thread reduces into a private copy and combines it
 * atomically. */
#include <stdlib.h>
#include "check.h"
long gsum;
double gmax;
int main(void) {
    const int N = 300, M = 200;
    long s1 = 0;
#pragma acc parallel copy(s1)
    {
#pragma acc loop gang
        for (int i = 0; i < N; i++) {
#pragma acc loop vector reduction(+:s1)
            for (int j = 0; j < M; j++) s1 += 1;
        }
    }
    CHECK(s1 == (long)N * M);
    long s2 = 0;
#pragma acc parallel copy(s2)
    {
#pragma acc loop gang reduction(+:s2)
        for (int i = 0; i < N; i++)
#pragma acc loop worker reduction(+:s2)
            for (int j = 0; j < M; j++)
#pragma acc loop vector reduction(+:s2)
                for (int k = 0; k < 3; k++) s2 += 1;
    }
    CHECK(s2 == (long)N * M * 3);
    long s3 = 7;
#pragma acc parallel loop reduction(+:s3) copy(s3)
    for (int i = 0; i < 100000; i++) s3 += 1;
    CHECK(s3 == 100007);
    long s4 = 1;
#pragma acc data copy(s4)
    {
#pragma acc parallel loop present(s4)
        for (int i = 0; i < 100000; i++) {
#pragma acc atomic update
            s4 += 1;
        }
#pragma acc parallel present(s4)
        {
#pragma acc loop gang reduction(+:s4)
            for (int i = 0; i < 100000; i++) s4 += 1;
        }
#pragma acc parallel
        {
#pragma acc loop gang reduction(+:s4)
            for (int i = 0; i < 100000; i++) s4 += 1;
        }
    }
    CHECK(s4 == 300001);
    long s5 = 0, s6 = 0;
    int a[1000];
    for (int i = 0; i < 1000; i++) a[i] = i;
#pragma acc kernels loop copy(s5) reduction(+:s5)
    for (int i = 0; i < 1000; i++) s5 += a[i];
    CHECK(s5 == 999L * 1000 / 2);
#pragma acc kernels copy(s6, a)
    {
        for (int i = 0; i < 1000; i++) s6 += a[i];
    }
    CHECK(s6 == 999L * 1000 / 2);
    long s7 = 0;
#pragma acc kernels copy(s7)
    {
#pragma acc loop reduction(+:s7)
        for (int i = 0; i < 1000; i++) s7 += a[i];
    }
    CHECK(s7 == 999L * 1000 / 2);
    long s8 = 3;
#pragma acc serial copy(s8)
    {
#pragma acc loop reduction(+:s8)
        for (int i = 0; i < 1000; i++) s8 += i;
    }
    CHECK(s8 == 3 + 999L * 1000 / 2);
    gsum = 10;
    gmax = -1.0;
#pragma acc parallel copy(gsum, gmax)
    {
#pragma acc loop gang reduction(+:gsum) reduction(max:gmax)
        for (int i = 0; i < 100000; i++) {
            gsum += 1;
            if (i * 0.5 > gmax) gmax = i * 0.5;
        }
    }
    CHECK(gsum == 100010);
    CHECK(gmax == 99999 * 0.5);
    int h[4][5] = {{0}};
    unsigned *p = calloc(10, sizeof *p);
    int b[10] = {0};
#pragma acc parallel copy(h, b, p[0:10])
    {
#pragma acc loop gang reduction(+:h)
        for (int i = 0; i < 20000; i++) h[i % 4][i % 5] += 1;
#pragma acc loop gang reduction(+:b[2:5])
        for (int i = 0; i < 50000; i++) b[2 + i % 5] += 2;
#pragma acc loop gang reduction(+:p[3:4])
        for (int i = 0; i < 40000; i++) p[3 + i % 4]++;
    }
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 5; j++) CHECK(h[i][j] == 1000);
    for (int i = 0; i < 10; i++) CHECK(b[i] == (i >= 2 && i < 7 ? 20000 : 0));
    for (int i = 0; i < 10; i++) CHECK(p[i] == (i >= 3 && i < 7 ? 10000u : 0u));
    free(p);
    double prod = 1.0;
    int all = 1;
#pragma acc parallel loop gang vector copy(prod, all) reduction(*:prod) reduction(&&:all)
    for (int i = 0; i < 64; i++) { prod *= 2.0; all = all && (i < 100); }
    CHECK(prod == 18446744073709551616.0);
    CHECK(all == 1);
    CHECK_DONE();
}

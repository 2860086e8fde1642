/* OpenACC 3.3, 2.9 and 2.9.7 (auto), 2.9.6 (independent): loops in a parallel region without
 * level clauses (the implementation chooses their levels: "a loop construct with no gang,
 * worker, vector or seq clause is treated as independent" in parallel, 2.9.6), nests of two and
 * three such loops, `loop auto` and `loop independent` with a reduction, and a nest with an
 * explicit vector loop inside an unlabelled outer loop. The reductions run in one gang: a
 * loop the implementation keeps below gang level runs in every gang. */
#include "check.h"

enum { A = 37, B = 29, C = 17 };

int main(void) {
    static int x[A][B][C], y[A][B];
    long s = 0, t = 0;
#pragma acc parallel copyout(x, y)
    {
#pragma acc loop
        for (int i = 0; i < A; i++) {
#pragma acc loop
            for (int j = 0; j < B; j++) {
#pragma acc loop
                for (int k = 0; k < C; k++) x[i][j][k] = i * 10000 + j * 100 + k;
            }
        }
#pragma acc loop independent
        for (int i = 0; i < A; i++) {
#pragma acc loop vector
            for (int j = 0; j < B; j++) y[i][j] = i - j;
        }
    }
    /* One gang: how many gangs would run a loop the implementation keeps below gang level is
     * implementation-defined (2.5.10), and such a loop runs in every gang. */
#pragma acc parallel num_gangs(1) copy(s, t)
    {
#pragma acc loop auto reduction(+:s)
        for (int i = 0; i < 1000; i++) s += i;
#pragma acc loop independent reduction(+:t)
        for (int i = 0; i < A; i++) {
#pragma acc loop reduction(+:t)
            for (int j = 0; j < B; j++) t += i * j;
        }
    }
    for (int i = 0; i < A; i++)
        for (int j = 0; j < B; j++) {
            CHECK(y[i][j] == i - j);
            for (int k = 0; k < C; k++) CHECK(x[i][j][k] == i * 10000 + j * 100 + k);
        }
    CHECK(s == 499500);
    CHECK(t == (long)(A * (A - 1) / 2) * (B * (B - 1) / 2));
    CHECK_DONE();
}

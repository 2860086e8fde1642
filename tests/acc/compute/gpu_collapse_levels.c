/* OpenACC 3.3, 2.9.1 (collapse clause): collapsed nests at every level — gang, gang vector, a
 * collapsed worker nest and a collapsed vector nest inside a gang loop, collapse(3) gang worker
 * vector — with odd sizes (7 x 33, 5 x 3 x 31), a nest with a zero-trip and one with a one-trip
 * loop, negative steps and non-zero lower bounds; every element written once, and a reduction
 * over a collapsed nest. */
#include "check.h"

enum { A = 7, B = 33, C = 31 };

int main(void) {
    static int x[A][B], y[5][3][C], z[11][A][B];

#pragma acc parallel loop gang collapse(2) num_gangs(16) copyout(x)
    for (int i = 0; i < A; i++)
        for (int j = 0; j < B; j++) x[i][j] = i * 100 + j;
    for (int i = 0; i < A; i++)
        for (int j = 0; j < B; j++) CHECK(x[i][j] == i * 100 + j);

#pragma acc parallel loop gang vector collapse(2) vector_length(32) copy(x)
    for (int i = A - 1; i >= 0; i--)
        for (int j = 1; j <= B; j++) x[i][j - 1] += 1;
    for (int i = 0; i < A; i++)
        for (int j = 0; j < B; j++) CHECK(x[i][j] == i * 100 + j + 1);

#pragma acc parallel loop gang worker vector collapse(3) num_gangs(3) num_workers(4) vector_length(32) copyout(y)
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 3; j++)
            for (int k = 0; k < C; k++) y[i][j][k] = (i * 3 + j) * C + k;
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 3; j++)
            for (int k = 0; k < C; k++) CHECK(y[i][j][k] == (i * 3 + j) * C + k);

    /* Collapsed worker and vector nests inside a gang loop. */
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyout(z)
    for (int g = 0; g < 11; g++) {
        if (g % 2) {
#pragma acc loop worker collapse(2)
            for (int i = 0; i < A; i++)
                for (int j = 0; j < B; j++) z[g][i][j] = g * 10000 + i * 100 + j;
        } else {
#pragma acc loop vector collapse(2)
            for (int i = 0; i < A; i++)
                for (int j = 0; j < B; j++) z[g][i][j] = -(g * 10000 + i * 100 + j);
        }
    }
    for (int g = 0; g < 11; g++)
        for (int i = 0; i < A; i++)
            for (int j = 0; j < B; j++) CHECK(z[g][i][j] == (g % 2 ? 1 : -1) * (g * 10000 + i * 100 + j));

    /* Zero-trip and one-trip loops in collapsed nests. */
    for (int n = 0; n <= 1; n++) {
        int cnt = 0;
#pragma acc parallel loop gang vector collapse(3) reduction(+:cnt)
        for (int i = 0; i < 40; i++)
            for (int j = 0; j < n; j++)
                for (int k = 0; k < 50; k++) cnt += 1;
        CHECK(cnt == 40 * n * 50);
    }

    /* A reduction over a collapsed nest with a step and a variable lower bound. */
    long long sum = 0;
    int lo = 3;
#pragma acc parallel loop gang vector collapse(2) reduction(+:sum)
    for (int i = lo; i < 300; i += 7)
        for (long long j = -50; j < 50; j += 3) sum += i * j + 1;
    long long want = 0;
    for (int i = lo; i < 300; i += 7)
        for (long long j = -50; j < 50; j += 3) want += i * j + 1;
    CHECK(sum == want);
    CHECK_DONE();
}

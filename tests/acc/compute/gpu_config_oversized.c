/* OpenACC 3.3, 2.5.11 / 2.5.12: "The implementation may use a different value than specified
 * based on limitations imposed by the target architecture": num_workers and vector_length whose
 * product exceeds what one gang can run at once (32 x 1024, 1024 x 1024, 64 x 64, 2048 lanes),
 * with loops at the worker, vector and combined levels and reductions; the results must be the
 * same as with any valid sizes. */
#include "check.h"

enum { N = 5000 };

int main(void) {
    static int a[N];
    long long s = 0;
#pragma acc parallel num_gangs(2) num_workers(32) vector_length(1024) copyout(a) reduction(+:s)
    {
#pragma acc loop gang worker vector reduction(+:s)
        for (int i = 0; i < N; i++) {
            a[i] = i;
            s += i;
        }
    }
    for (int i = 0; i < N; i++) CHECK(a[i] == i);
    CHECK(s == (long long)N * (N - 1) / 2);

    long long t = 0;
#pragma acc parallel loop gang num_gangs(3) num_workers(1024) vector_length(1024) reduction(+:t)
    for (int g = 0; g < 6; g++) {
#pragma acc loop worker reduction(+:t)
        for (int w = 0; w < 10; w++) {
#pragma acc loop vector reduction(+:t)
            for (int k = 0; k < 100; k++) t += g * 1000 + w * 100 + k;
        }
    }
    long long want = 0;
    for (int g = 0; g < 6; g++)
        for (int w = 0; w < 10; w++)
            for (int k = 0; k < 100; k++) want += g * 1000 + w * 100 + k;
    CHECK(t == want);

    int m = -1;
#pragma acc parallel num_gangs(1) num_workers(64) vector_length(64) copy(m)
    {
#pragma acc loop worker vector reduction(max:m)
        for (int i = 0; i < N; i++) m = (i * 7) % 4999 > m ? (i * 7) % 4999 : m;
    }
    CHECK(m == 4998);

#pragma acc parallel loop gang vector vector_length(2048) copy(a)
    for (int i = 0; i < N; i++) a[i] *= 2;
    for (int i = 0; i < N; i++) CHECK(a[i] == 2 * i);
    CHECK_DONE();
}

/* OpenACC 3.3, 2.5.15 (reduction clause on a compute construct) with arrays (3.0): a
 * parallel construct's reduction(+:hist[0:B]) over num_gangs(5) gangs, with a statement in
 * gang-redundant mode (counted once per gang) and a gang loop whose iterations are counted
 * once in all; reduction(max:) of a whole array on serial; reduction(*:) of a subarray
 * of a larger array on a parallel loop (the elements outside the subarray untouched). */
#include "check.h"
#define B 8
#define N 3000
int main(void) {
    long hist[B];
    for (int b = 0; b < B; b++) hist[b] = 1;
    int keys[N];
    for (int i = 0; i < N; i++) keys[i] = (i * 13) % B;
#pragma acc parallel num_gangs(5) copyin(keys) reduction(+:hist[0:B])
    {
        hist[B - 1] += 2; /* each of the 5 gangs */
#pragma acc loop gang vector
        for (int i = 0; i < N; i++) hist[keys[i]] += 1;
    }
    long h[B];
    for (int b = 0; b < B; b++) h[b] = 1;
    for (int i = 0; i < N; i++) h[keys[i]]++;
    h[B - 1] += 10;
    for (int b = 0; b < B; b++) CHECK(hist[b] == h[b]);
    int mx[B];
    for (int b = 0; b < B; b++) mx[b] = -5;
#pragma acc serial copyin(keys) reduction(max:mx)
    for (int i = 0; i < N; i++) {
        int v = (i * 31) % 97;
        if (v > mx[keys[i]]) mx[keys[i]] = v;
    }
    for (int b = 0; b < B; b++) {
        int e = -5;
        for (int i = 0; i < N; i++)
            if (keys[i] == b && (i * 31) % 97 > e) e = (i * 31) % 97;
        CHECK(mx[b] == e);
    }
    double prod[12];
    for (int k = 0; k < 12; k++) prod[k] = k + 1;
#pragma acc parallel loop reduction(*:prod[3:4])
    for (int i = 0; i < 40; i++) prod[3 + i % 4] *= (i % 8 < 4) ? 2.0 : 1.0;
    for (int k = 0; k < 12; k++) CHECK(prod[k] == (k + 1) * (k >= 3 && k < 7 ? 32.0 : 1.0));
    CHECK_DONE();
}

/* OpenACC 3.3, 2.5.15 and 2.9.11 (reduction on arrays and subarrays, allowed since 2.7):
 * max, min, |, &, * and + over whole arrays and subarrays with a nonzero lower bound, on
 * parallel loop, serial, the parallel construct with an inner gang vector loop, and a
 * worker loop inside a gang loop. */
#include "check.h"
#define N 1200
#define B 6
int main(void) {
    static int a[N];
    for (int i = 0; i < N; i++) a[i] = (i * 53) % 997;
    int mx[B], mn[B], bo[B + 4], ba[B];
    long long pr[B];
    double hs[10];
    for (int k = 0; k < B; k++) { mx[k] = -1; mn[k] = 1 << 30; ba[k] = ~0; pr[k] = 1; }
    for (int k = 0; k < B + 4; k++) bo[k] = 0;
    for (int k = 0; k < 10; k++) hs[k] = 0;
#pragma acc parallel loop copyin(a) reduction(max:mx) reduction(min:mn[0:B]) reduction(|:bo[2:B])
    for (int i = 0; i < N; i++) {
        int k = i % B;
        mx[k] = a[i] > mx[k] ? a[i] : mx[k];
        mn[k] = a[i] < mn[k] ? a[i] : mn[k];
        bo[2 + k] |= 1 << (i % 20);
    }
#pragma acc serial copyin(a) reduction(&:ba) reduction(*:pr[0:B])
    {
        for (int i = 0; i < N; i++) {
            ba[i % B] &= ~(1 << (i % 13));
            if (i % 200 == 1) pr[i % B] *= 2;
        }
    }
#pragma acc parallel copyin(a) reduction(+:hs[2:6])
    {
#pragma acc loop gang vector reduction(+:hs[2:6])
        for (int i = 0; i < N; i++) hs[2 + a[i] % 6] += 0.5;
    }
    int want_mx[B], want_mn[B], want_bo[B] = {0};
    double want_hs[10] = {0};
    for (int k = 0; k < B; k++) { want_mx[k] = -1; want_mn[k] = 1 << 30; }
    for (int i = 0; i < N; i++) {
        int k = i % B;
        if (a[i] > want_mx[k]) want_mx[k] = a[i];
        if (a[i] < want_mn[k]) want_mn[k] = a[i];
        want_hs[2 + a[i] % 6] += 0.5;
        want_bo[k] |= 1 << (i % 20);
    }
    for (int k = 0; k < B; k++) {
        CHECK(mx[k] == want_mx[k]);
        CHECK(mn[k] == want_mn[k]);
        CHECK(bo[2 + k] == want_bo[k]);
        CHECK(ba[k] == ~((1 << 13) - 1));
    }
    CHECK(bo[0] == 0 && bo[1] == 0);
    {
        long long want_pr[B] = {1, 1, 1, 1, 1, 1};
        for (int i = 0; i < N; i++)
            if (i % 200 == 1) want_pr[i % B] *= 2;
        for (int k = 0; k < B; k++) CHECK(pr[k] == want_pr[k]);
    }
    for (int k = 0; k < 10; k++) CHECK(hs[k] == want_hs[k]);
    /* a worker loop reducing into a row of a per-gang array */
    int rows[8][4];
#pragma acc parallel loop gang copyin(a) copyout(rows) num_workers(4)
    for (int g = 0; g < 8; g++) {
        int r[4] = {0, 0, 0, 0};
#pragma acc loop worker reduction(+:r)
        for (int i = 0; i < 150; i++) r[i % 4] += a[g * 150 + i];
        for (int k = 0; k < 4; k++) rows[g][k] = r[k];
    }
    for (int g = 0; g < 8; g++)
        for (int k = 0; k < 4; k++) {
            int w = 0;
            for (int i = k; i < 150; i += 4) w += a[g * 150 + i];
            CHECK(rows[g][k] == w);
        }
    CHECK_DONE();
}

/* OpenACC 3.3, 2.15.1 and 2.9.2 with 2.5.10: a 'routine gang' procedure called in a compute
 * construct with multi-dimensional gangs. Its gang loop is partitioned over gang dimension 1
 * only, each gang of dimension 2 running it whole (2.2: GP1 inside GR2); a routine
 * gang(dim:2)'s gang(dim:2) loop over dimension 2. oxacc rejected these calls ('not supported
 * yet', hunt26 bug03: it partitioned over every gang, b and c half or a quarter updated) until
 * 2026-11-30 (vv4): the kernel stores the gang counts in the block's __oxacc_gang_dims(), the
 * host team in the runtime (__oxacc_region_gang). One-dimensional gangs (a) and the nest
 * written inline (d) agree. */
#include "check.h"
#pragma acc routine gang
void g1(int *a, int n) {
#pragma acc loop gang
    for (int i = 0; i < n; i++)
        a[i] += 1;
}
#pragma acc routine gang(dim:2)
void g2(int *a, int n) {
#pragma acc loop gang(dim:2)
    for (int k = 0; k < 2; k++)
        g1(a + k * n / 2, n / 2);
}
#pragma acc routine gang(dim:2)
static void rows(int (*m)[16], int k) {
#pragma acc loop gang(dim:2)
    for (int j = 0; j < 8; j++)
        for (int i = 0; i < 16; i++) m[j][i] = k * 1000 + j * 100 + i;
}
/* A gang(dim:1) loop inside the routine's gang(dim:2) loop is divided along dimension one
 * (it ran whole in every gang of dimension one: the count was doubled). */
#pragma acc routine gang(dim:2)
static void count(int *cnt) {
#pragma acc loop gang(dim:2)
    for (int j = 0; j < 4; j++) {
#pragma acc loop gang(dim:1)
        for (int i = 0; i < 8; i++) {
#pragma acc atomic update
            cnt[0] += 1;
        }
    }
}
int main(void) {
    int a[64] = {0}, b[64] = {0}, c[64] = {0}, d[64] = {0};
    static int m[4][8][16];
#pragma acc parallel copy(a) num_gangs(4)
    g1(a, 64);
#pragma acc parallel copy(b) num_gangs(2, 2)
    {
#pragma acc loop gang(dim:2)
        for (int k = 0; k < 2; k++)
            g1(b + 32 * k, 32);
    }
#pragma acc parallel copy(c) num_gangs(2, 2)
    g2(c, 64);
#pragma acc parallel copy(d) num_gangs(2, 2)
    {
#pragma acc loop gang(dim:2)
        for (int k = 0; k < 2; k++) {
#pragma acc loop gang
            for (int i = 0; i < 32; i++)
                d[32 * k + i] += 1;
        }
    }
    for (int i = 0; i < 64; i++) CHECK(a[i] == 1 && b[i] == 1 && c[i] == 1 && d[i] == 1);
    /* three dimensions: a gang(dim:3) loop calling a routine gang(dim:2) */
#pragma acc parallel num_gangs(2, 3, 4) copy(m)
    {
#pragma acc loop gang(dim:3)
        for (int k = 0; k < 4; k++) rows(m[k], k);
    }
    for (int k = 0; k < 4; k++)
        for (int j = 0; j < 8; j++)
            for (int i = 0; i < 16; i++) CHECK(m[k][j][i] == k * 1000 + j * 100 + i);
    int cnt[1] = {0};
#pragma acc parallel num_gangs(2, 2) copy(cnt)
    count(cnt);
    CHECK(cnt[0] == 32);
    cnt[0] = 0;
    /* one dimension: every gang runs the dimension-two loop whole (one gang along it), the
     * dimension-one loop is divided among the three */
#pragma acc parallel num_gangs(3) copy(cnt)
    count(cnt);
    CHECK(cnt[0] == 32);
    CHECK_DONE();
}

/* OpenACC 3.3, 2.12: the structured-block forms of atomic capture. */
#include "check.h"
#define N 500
static int perm(const int *t, int lo) {
    static int seen[4 * N + 10];
    for (int i = 0; i < 4 * N + 10; i++) seen[i] = 0;
    for (int i = 0; i < N; i++) { if (t[i] - lo < 0 || t[i] - lo >= 4 * N + 10) return 0; seen[t[i] - lo]++; }
    for (int i = 0; i < N; i++) if (seen[i] != 1) return 0;
    return 1;
}
int main(void) {
    static int t[12][N];
    int x[12] = {0};
#pragma acc parallel loop copy(x)
    for (int i = 0; i < N; i++) {
        int v;
#pragma acc atomic capture
        { v = x[0]; x[0] += 1; }
        t[0][i] = v;
#pragma acc atomic capture
        { x[1] += 1; v = x[1]; }
        t[1][i] = v;
#pragma acc atomic capture
        { v = x[2]; x[2] = x[2] + 1; }
        t[2][i] = v;
#pragma acc atomic capture
        { v = x[3]; x[3] = 1 + x[3]; }
        t[3][i] = v;
#pragma acc atomic capture
        { x[4] = x[4] + 1; v = x[4]; }
        t[4][i] = v;
#pragma acc atomic capture
        { x[5] = 1 + x[5]; v = x[5]; }
        t[5][i] = v;
#pragma acc atomic capture
        { v = x[6]; x[6]++; }
        t[6][i] = v;
#pragma acc atomic capture
        { v = x[7]; ++x[7]; }
        t[7][i] = v;
#pragma acc atomic capture
        { ++x[8]; v = x[8]; }
        t[8][i] = v;
#pragma acc atomic capture
        { x[9]++; v = x[9]; }
        t[9][i] = v;
#pragma acc atomic capture
        { v = x[10]; x[10]--; }
        t[10][i] = -v;
#pragma acc atomic capture
        { --x[11]; v = x[11]; }
        t[11][i] = -v;
    }
    CHECK(perm(t[0], 0) && perm(t[2], 0) && perm(t[3], 0) && perm(t[6], 0) && perm(t[7], 0) && perm(t[10], 0));
    CHECK(perm(t[1], 1) && perm(t[4], 1) && perm(t[5], 1) && perm(t[8], 1) && perm(t[9], 1) && perm(t[11], 1));
    CHECK_DONE();
}

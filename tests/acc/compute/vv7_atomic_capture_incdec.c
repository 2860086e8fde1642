/* OpenACC 3.3, 2.12 atomic capture with the increment and decrement forms: v = x++;
 * v = x--; v = ++x; v = --x; and the structured blocks {x++; v = x;} {v = x; x--;}
 * {--x; v = x;} {v = x; ++x;}, on int, unsigned, long long and double counters in gang
 * vector loops: every captured value is distinct (a permutation), the final value exact;
 * atomic update with ++x and x-- (gcc libgomp atomic_capture-1.c, V&V atomic_capture_*). */
#include "check.h"
#define N 1000
static int seen[8][N];
int main(void) {
    int c1 = 0, c2 = N, c3 = 0, c4 = N;
    unsigned u1 = 0, u2 = N;
    long long l1 = 0, l2 = N;
    double d1 = 0.0;
    int v1[N], v2[N], v3[N], v4[N], v5[N], v6[N], v7[N], v8[N];
    int up = 0, down = 0;
#pragma acc parallel loop gang vector copy(c1, c2, c3, c4, u1, u2, l1, l2, d1, up, down) \
    copyout(v1, v2, v3, v4, v5, v6, v7, v8)
    for (int i = 0; i < N; i++) {
        int a, b;
#pragma acc atomic capture
        a = c1++;
        v1[i] = a;
#pragma acc atomic capture
        b = c2--;
        v2[i] = b;
#pragma acc atomic capture
        v3[i] = ++c3;
#pragma acc atomic capture
        v4[i] = --c4;
        unsigned uu;
#pragma acc atomic capture
        { u1++; uu = u1; }
        v5[i] = (int)uu;
#pragma acc atomic capture
        { uu = u2; u2--; }
        v6[i] = (int)uu;
        long long ll;
#pragma acc atomic capture
        { --l2; ll = l2; }
        v7[i] = (int)ll;
#pragma acc atomic capture
        { ll = l1; ++l1; }
        v8[i] = (int)ll;
#pragma acc atomic update
        ++d1;
#pragma acc atomic
        up++;
#pragma acc atomic update
        down--;
    }
    CHECK(c1 == N && c2 == 0 && c3 == N && c4 == 0);
    CHECK(u1 == N && u2 == 0 && l1 == N && l2 == 0);
    CHECK(d1 == (double)N && up == N && down == -N);
    for (int i = 0; i < N; i++) {
        /* old values 0..N-1 / N..1, new values 1..N / N-1..0 */
        if (v1[i] >= 0 && v1[i] < N) seen[0][v1[i]]++;
        if (v2[i] >= 1 && v2[i] <= N) seen[1][v2[i] - 1]++;
        if (v3[i] >= 1 && v3[i] <= N) seen[2][v3[i] - 1]++;
        if (v4[i] >= 0 && v4[i] < N) seen[3][v4[i]]++;
        if (v5[i] >= 1 && v5[i] <= N) seen[4][v5[i] - 1]++;
        if (v6[i] >= 1 && v6[i] <= N) seen[5][v6[i] - 1]++;
        if (v7[i] >= 0 && v7[i] < N) seen[6][v7[i]]++;
        if (v8[i] >= 0 && v8[i] < N) seen[7][v8[i]]++;
    }
    int bad = 0;
    for (int k = 0; k < 8; k++)
        for (int i = 0; i < N; i++) bad += seen[k][i] != 1;
    CHECK(bad == 0);
    CHECK_DONE();
}

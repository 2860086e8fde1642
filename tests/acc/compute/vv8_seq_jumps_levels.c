/* OpenACC 3.3, 2.9.5 seq and 2.15.1 routine: break, continue and goto inside seq loops
 * nested under gang, worker and vector loops (each thread runs its seq loop alone, so jumps
 * are per iteration), a goto out of two nested seq loops, and a seq routine whose loop
 * leaves through goto; the reduction in the enclosing vector loop sees the per-thread
 * results. V&V style: serial_loop_seq / parallel_loop_seq with early exits. */
#include "check.h"
#define G 16
#define W 8
#define V 32
#define L 24
static int a[G][W][V];
#pragma acc routine seq
static int first_multiple(int base, int m) {
    int k;
    for (k = base; k < base + 1000; k++) {
        if (k % m == 0) goto done;
    }
    k = -1;
done:
    return k;
}
static int ref_cell(int g, int w, int v) {
    int s = 0;
    for (int j = 0; j < L; j++) {
        if ((j + v) % 3 == 0) continue;
        if (j * w > 60) break;
        s += j;
    }
    int hit = -1;
    for (int p = 0; p < 6; p++)
        for (int q = 0; q < 6; q++)
            if (p * q == (g + v) % 17) { hit = p * 10 + q; goto out; }
out:
    return s * 1000 + hit * 10 + first_multiple(g * 3 + v, 7) % 10;
}
int main(void) {
    long total = 0;
#pragma acc parallel loop gang num_gangs(G) copyout(a) reduction(+:total)
    for (int g = 0; g < G; g++) {
#pragma acc loop worker reduction(+:total)
        for (int w = 0; w < W; w++) {
#pragma acc loop vector reduction(+:total)
            for (int v = 0; v < V; v++) {
                int s = 0;
#pragma acc loop seq
                for (int j = 0; j < L; j++) {
                    if ((j + v) % 3 == 0) continue;
                    if (j * w > 60) break;
                    s += j;
                }
                int hit = -1;
#pragma acc loop seq
                for (int p = 0; p < 6; p++)
#pragma acc loop seq
                    for (int q = 0; q < 6; q++)
                        if (p * q == (g + v) % 17) { hit = p * 10 + q; goto out; }
            out:
                a[g][w][v] = s * 1000 + hit * 10 + first_multiple(g * 3 + v, 7) % 10;
                total += a[g][w][v];
            }
        }
    }
    long t_ref = 0;
    for (int g = 0; g < G; g++)
        for (int w = 0; w < W; w++)
            for (int v = 0; v < V; v++) {
                CHECK(a[g][w][v] == ref_cell(g, w, v));
                t_ref += ref_cell(g, w, v);
            }
    CHECK(total == t_ref);
    int n = 0;
#pragma acc serial copy(n)
    {
        int i = 0;
        while (1) {
            if (++i > 50) break;
            if (i % 4) continue;
            n += i;
        }
    }
    CHECK(n == 4 + 8 + 12 + 16 + 20 + 24 + 28 + 32 + 36 + 40 + 44 + 48);
    CHECK_DONE();
}

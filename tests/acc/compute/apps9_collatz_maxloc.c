/* Collatz stopping times as number-theory codes search them: `kernels loop independent`
 * (2.11) over the start values with a `while` per iteration, the longest chain and its start
 * packed into one `unsigned long long` key (length << 32 | n) for a `max` reduction (the
 * maxloc idiom, 2.9.11), the total steps a `+` reduction, the chain lengths kept in an array
 * and a histogram of them with `atomic update` (2.12). Checked against the host. */
#include <stdint.h>
#include "check.h"
#define N 20000
#define NB 64

int main(void)
{
    static int len[N];
    static int hist[NB];
    unsigned long long best = 0;
    long long total = 0;
#pragma acc data copyout(len) copy(hist)
    {
#pragma acc kernels
        {
#pragma acc loop independent reduction(max:best) reduction(+:total)
            for (int n = 1; n <= N; n++) {
                uint64_t v = (uint64_t)n;
                int steps = 0;
                while (v != 1) {
                    v = (v & 1) ? 3 * v + 1 : v >> 1;
                    steps++;
                }
                len[n - 1] = steps;
                total += steps;
                unsigned long long key = (unsigned long long)steps << 32 | (unsigned)n;
                if (key > best) best = key;
            }
        }
#pragma acc parallel loop present(len, hist)
        for (int i = 0; i < N; i++) {
            int b = len[i] / 5;
            if (b >= NB) b = NB - 1;
#pragma acc atomic update
            hist[b]++;
        }
    }
    unsigned long long hbest = 0;
    long long htotal = 0;
    int bad = 0, hh[NB] = {0};
    for (int n = 1; n <= N; n++) {
        uint64_t v = (uint64_t)n;
        int steps = 0;
        while (v != 1) { v = (v & 1) ? 3 * v + 1 : v >> 1; steps++; }
        bad += len[n - 1] != steps;
        htotal += steps;
        unsigned long long key = (unsigned long long)steps << 32 | (unsigned)n;
        if (key > hbest) hbest = key;
        hh[steps / 5 < NB ? steps / 5 : NB - 1]++;
    }
    CHECK(bad == 0);
    CHECK(best == hbest && total == htotal);
    CHECK((best & 0xffffffffu) == 17673 && (best >> 32) == 278);
    for (int b = 0; b < NB; b++) CHECK(hist[b] == hh[b]);
    CHECK_DONE();
}

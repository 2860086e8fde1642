/* OpenACC 3.3, 2.9.11: the same copied variable reduced by several loops of one region (each
 * loop's contribution is combined into it by the end of the region), by loops at different
 * levels, with different variables in one clause, a loop reduction on a variable that is
 * private to the gang (firstprivate: updated at the loop's exit, then stored), and a seq loop
 * reduction inside a vector loop's body (each lane's own sum). */
#include "gpu_check.h"

enum { N = 2000 };

int main(void) {
    long s = 0;
    double d = 0;
    int mx = 0;
#pragma acc parallel num_gangs(10) num_workers(4) vector_length(32) copy(s, d, mx)
    {
#pragma acc loop gang reduction(+:s)
        for (int i = 0; i < N; i++) s += i;
#pragma acc loop gang vector reduction(+:s, d) reduction(max:mx)
        for (int i = 0; i < N; i++) {
            s += 2;
            d += 0.5;
            mx = (i * 3) % 1777 > mx ? (i * 3) % 1777 : mx;
        }
#pragma acc loop gang worker reduction(+:s)
        for (int i = 0; i < 100; i++) s += 1000;
    }
    CHECK(s == (long)N * (N - 1) / 2 + 2 * N + 100000);
    CHECK(d == N * 0.5);
    CHECK(mx == 1776);

    static int lanes[N];
    int p = 0;
    static int gp[64];
#pragma acc parallel loop gang firstprivate(p) vector_length(32) copyout(lanes, gp)
    for (int g = 0; g < 64; g++) {
        p = 0;
#pragma acc loop vector reduction(+:p)
        for (int k = 0; k < 40; k++) {
            int own = 0;
#pragma acc loop seq reduction(+:own)
            for (int t = 0; t <= k; t++) own += t;
            if (g * 40 + k < N) lanes[g * 40 + k] = own;
            p += own;
        }
        gp[g] = p;
    }
    int want_p = 0;
    for (int k = 0; k < 40; k++) want_p += k * (k + 1) / 2;
    for (int g = 0; g < 64; g++) CHECK(gp[g] == want_p);
    for (int x = 0; x < N; x++) CHECK(lanes[x] == (x % 40) * (x % 40 + 1) / 2);
    CHECK(p == 0);
    CHECK_DONE();
}

/* Gillespie's stochastic simulation algorithm for an ensemble of independent runs of a
 * birth-death-dimerization network, as systems-biology codes offload ensembles: one trajectory
 * per iteration of a `parallel loop gang vector`, each with its own xorshift64* state, a
 * `while (t < T)` loop choosing the next reaction from the propensities through a
 * `routine seq` (2.15.1) that fills a private `a[4]`, the final copy numbers written per run
 * and their ensemble mean and maximum by `+` and `max` reductions; the reaction table a
 * `declare`d global struct. Checked against the same trajectories on the host. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include "check.h"
#define NRUN 400
#define TEND 5.0

typedef struct { double kb, kd, kf, kr; int stoich[4][2]; } net_t;
static net_t NET = {8.0, 0.2, 0.01, 0.5, {{1, 0}, {-1, 0}, {-2, 1}, {2, -1}}};
#pragma acc declare copyin(NET)

#pragma acc routine seq
static double props(const int *x, double *a)
{
    a[0] = NET.kb;
    a[1] = NET.kd * x[0];
    a[2] = NET.kf * x[0] * (x[0] - 1) / 2.0;
    a[3] = NET.kr * x[1];
    return a[0] + a[1] + a[2] + a[3];
}

#pragma acc routine seq
static double urand(uint64_t *s)
{
    *s ^= *s >> 12; *s ^= *s << 25; *s ^= *s >> 27;
    return ((*s * 2685821657736338717ULL) >> 11) * (1.0 / 9007199254740992.0);
}

#pragma acc routine seq
static int run(int id, int *out)
{
    uint64_t s = 0x9E3779B97F4A7C15ULL * (uint64_t)(id + 1);
    int x[2] = {0, 0}, events = 0;
    double t = 0, a[4];
    while (1) {
        double a0 = props(x, a);
        double u1 = urand(&s), u2 = urand(&s);
        t += -log(1.0 - u1) / a0;
        if (t >= TEND) break;
        double thr = u2 * a0, c = 0;
        int r = 0;
        for (r = 0; r < 3; r++) { c += a[r]; if (thr < c) break; }
        x[0] += NET.stoich[r][0];
        x[1] += NET.stoich[r][1];
        events++;
    }
    out[0] = x[0]; out[1] = x[1];
    return events;
}

int main(void)
{
    int *res = malloc(NRUN * 2 * sizeof(int)), *ev = malloc(NRUN * sizeof(int));
    double mean = 0;
    int maxdim = 0;
#pragma acc parallel loop gang vector vector_length(32) copyout(res[0:NRUN*2], ev[0:NRUN]) reduction(+:mean) reduction(max:maxdim)
    for (int k = 0; k < NRUN; k++) {
        ev[k] = run(k, res + 2 * k);
        mean += res[2 * k];
        if (res[2 * k + 1] > maxdim) maxdim = res[2 * k + 1];
    }
    int bad = 0, hmax = 0, tmp[2];
    double hmean = 0;
    for (int k = 0; k < NRUN; k++) {
        int e = run(k, tmp);
        bad += e != ev[k] || tmp[0] != res[2 * k] || tmp[1] != res[2 * k + 1];
        hmean += tmp[0];
        if (tmp[1] > hmax) hmax = tmp[1];
    }
    CHECK(bad == 0);
    CHECK(fabs(mean - hmean) < 1e-9 * hmean && maxdim == hmax);
    CHECK(hmean / NRUN > 5 && hmax > 0);
    free(res); free(ev);
    CHECK_DONE();
}

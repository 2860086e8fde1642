/* A bootstrap estimate of a median's confidence interval, as statistics codes port it: one
 * replicate per iteration of a `parallel loop gang vector`, each with its own counter-based
 * random stream (a SplitMix64 `routine seq`), a private resample array declared in the loop
 * body, sorted in place by a shell sort, its median and trimmed mean stored per replicate;
 * then the replicates' statistics summarised with `reduction(min:)`, `reduction(max:)` and
 * `reduction(+:)` of the mean and the sum of squares in one loop, and the replicate medians
 * sorted on the host for the percentile interval. Checked against the host. */
#include <math.h>
#include <stdint.h>
#include "check.h"
#define NS 48
#define NREP 512

#pragma acc routine seq
static uint64_t splitmix(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

#pragma acc routine seq
static void shell_sort(double *v, int n)
{
    for (int gap = n / 2; gap > 0; gap /= 2)
        for (int i = gap; i < n; i++) {
            double t = v[i];
            int j = i;
            for (; j >= gap && v[j - gap] > t; j -= gap) v[j] = v[j - gap];
            v[j] = t;
        }
}

static int cmpd(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(void)
{
    double data[NS];
    for (int i = 0; i < NS; i++) data[i] = exp(0.05 * i) + 0.3 * sin(1.7 * i);
    double med[NREP], tmean[NREP], hmed[NREP], htmean[NREP];
    for (int r = 0; r < NREP; r++) {
        uint64_t st = 1234567ull + (uint64_t)r * 7919ull;
        double v[NS];
        for (int i = 0; i < NS; i++) v[i] = data[splitmix(&st) % NS];
        shell_sort(v, NS);
        hmed[r] = 0.5 * (v[NS / 2 - 1] + v[NS / 2]);
        double t = 0.0;
        for (int i = NS / 10; i < NS - NS / 10; i++) t += v[i];
        htmean[r] = t / (NS - 2 * (NS / 10));
    }
#pragma acc parallel loop gang vector copyin(data) copyout(med, tmean)
    for (int r = 0; r < NREP; r++) {
        uint64_t st = 1234567ull + (uint64_t)r * 7919ull;
        double v[NS];
        for (int i = 0; i < NS; i++) v[i] = data[splitmix(&st) % NS];
        shell_sort(v, NS);
        med[r] = 0.5 * (v[NS / 2 - 1] + v[NS / 2]);
        double t = 0.0;
        for (int i = NS / 10; i < NS - NS / 10; i++) t += v[i];
        tmean[r] = t / (NS - 2 * (NS / 10));
    }
    double lo = 1e300, hi = -1e300, sum = 0.0, sq = 0.0;
#pragma acc parallel loop copyin(med) reduction(min:lo) reduction(max:hi) reduction(+:sum, sq)
    for (int r = 0; r < NREP; r++) {
        lo = fmin(lo, med[r]);
        hi = fmax(hi, med[r]);
        sum += med[r];
        sq += med[r] * med[r];
    }
    int bad = 0;
    double hlo = 1e300, hhi = -1e300, hsum = 0.0;
    for (int r = 0; r < NREP; r++) {
        if (med[r] != hmed[r] || fabs(tmean[r] - htmean[r]) > 1e-12) bad++;
        hlo = fmin(hlo, hmed[r]); hhi = fmax(hhi, hmed[r]); hsum += hmed[r];
    }
    CHECK(bad == 0);
    CHECK(lo == hlo && hi == hhi && fabs(sum - hsum) < 1e-9 * hsum);
    double var = sq / NREP - (sum / NREP) * (sum / NREP);
    CHECK(var > 0.0);
    qsort(med, NREP, sizeof(double), cmpd);
    CHECK(med[NREP / 40] <= med[NREP - NREP / 40] && med[0] == lo);
    CHECK_DONE();
}

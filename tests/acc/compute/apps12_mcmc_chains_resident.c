/* Many independent Metropolis-Hastings chains sampling a double-well density, advanced in
 * batches on two alternating queues, as statistical codes keep their chain states on the device
 * (spec 2.13.3 declare device_resident, 2.16 async, 3.2.13 acc_async_test, 2.9.11 reduction,
 * 2.15.1 routine seq): the chains' positions and acceptance counts are `declare
 * device_resident` globals (no host copy) initialised and advanced by kernels, each batch
 * waits for the previous one on the other queue (`wait(q ^ 1) async(q)`), the host polls the
 * last queue with `acc_async_test` before reading the moments, which come back as `+`
 * reductions. Checked against the same chains on the host (the acceptance test compares
 * doubles from exp(), so a chain may rarely diverge: a few are allowed). */
#include <math.h>
#include <stdlib.h>
#include <openacc.h>
#include "check.h"
#define NCH 256
#define BATCH 25
#define NBATCH 6

double xs[NCH];
int acc_n[NCH];
#pragma acc declare device_resident(xs, acc_n)

#pragma acc routine seq
static double u01(unsigned c, unsigned s, unsigned k)
{
    unsigned h = c * 0x9E3779B1u ^ (s * 0x85EBCA77u + k * 0xC2B2AE3Du);
    h ^= h >> 16; h *= 0x7feb352du; h ^= h >> 15; h *= 0x846ca68bu; h ^= h >> 16;
    return (h >> 8) * (1.0 / 16777216.0);
}

#pragma acc routine seq
static double logp(double x) { return -(x * x - 1.0) * (x * x - 1.0) * 4.0; }

#pragma acc routine seq
static int mh_step(double *x, unsigned c, unsigned s)
{
    double y = *x + 0.6 * (u01(c, s, 0) - 0.5);
    if (log(u01(c, s, 1) + 1e-300) < logp(y) - logp(*x)) { *x = y; return 1; }
    return 0;
}

int main(void)
{
#pragma acc parallel loop
    for (int c = 0; c < NCH; c++) { xs[c] = c % 2 ? 1.0 : -1.0; acc_n[c] = 0; }
    for (int b = 0; b < NBATCH; b++) {
        int q = b & 1;
#pragma acc parallel loop wait(q ^ 1) async(q)
        for (int c = 0; c < NCH; c++) {
            double x = xs[c];
            int a = 0;
            for (int s = 0; s < BATCH; s++) a += mh_step(&x, (unsigned)c, (unsigned)(b * BATCH + s));
            xs[c] = x;
            acc_n[c] += a;
        }
    }
    long polls = 0;
    while (!acc_async_test((NBATCH - 1) & 1)) polls++;
#pragma acc wait
    double m1 = 0, m2 = 0;
    long acc_total = 0;
#pragma acc parallel loop reduction(+:m1, m2, acc_total)
    for (int c = 0; c < NCH; c++) { m1 += xs[c]; m2 += xs[c] * xs[c]; acc_total += acc_n[c]; }
    double hm1 = 0, hm2 = 0;
    long ht = 0;
    for (int c = 0; c < NCH; c++) {
        double x = c % 2 ? 1.0 : -1.0;
        for (int s = 0; s < BATCH * NBATCH; s++) ht += mh_step(&x, (unsigned)c, (unsigned)s);
        hm1 += x; hm2 += x * x;
    }
    CHECK(polls >= 0);
    CHECK(labs(acc_total - ht) <= NCH * BATCH * NBATCH / 50);
    CHECK(fabs(m1 - hm1) < 0.05 * NCH && fabs(m2 - hm2) < 0.05 * NCH);
    /* the two wells are both populated and the second moment is near 1 */
    CHECK(fabs(hm2 / NCH - 1.0) < 0.2 && fabs(hm1 / NCH) < 0.3);
    CHECK(ht > NCH * BATCH * NBATCH / 5);
    CHECK_DONE();
}

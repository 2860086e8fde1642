/* Replica-exchange (parallel tempering) Monte Carlo of the 2-D Ising model as statistical
 * physics codes write it in OpenACC: R replicas at R temperatures in one `int` array, a
 * checkerboard Metropolis sweep over all replicas as `parallel loop gang` over replicas with
 * `loop vector collapse(2)` over one colour's sites, per-site counter-based random numbers
 * (a `routine seq` hash of replica, site, sweep and colour, so the result does not depend on
 * the schedule), replica energies and magnetizations by a gang loop with `loop vector
 * reduction(+:)`, brought back by `copyout` for the exchange step on the host, which swaps the
 * replicas' temperature indices (a small `update device` of the map). Checked exactly against
 * the same chain on the host. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define L 16
#define NR 6
#define SWEEPS 12

#pragma acc routine seq
static float rnd(unsigned a, unsigned b, unsigned c)
{
    unsigned h = a * 0x9E3779B1u ^ (b + 0x7F4A7C15u) * 0x85EBCA77u ^ c * 0xC2B2AE3Du;
    h ^= h >> 15; h *= 0x2C1B3C6Du; h ^= h >> 12; h *= 0x297A2D39u; h ^= h >> 15;
    return (h >> 8) / 16777216.0f;
}

static void sweep(int *s, const int *tmap, const float *beta, int sw, int dev)
{
    for (int col = 0; col < 2; col++) {
#pragma acc parallel loop gang present(s[0:NR * L * L], tmap[0:NR], beta[0:NR]) if(dev)
        for (int r = 0; r < NR; r++) {
            float bt = beta[tmap[r]];
#pragma acc loop vector collapse(2)
            for (int i = 0; i < L; i++)
                for (int jj = 0; jj < L / 2; jj++) {
                    int j = 2 * jj + ((i + col) & 1);
                    int *g = s + r * L * L;
                    int nb = g[((i + 1) % L) * L + j] + g[((i + L - 1) % L) * L + j] + g[i * L + (j + 1) % L] + g[i * L + (j + L - 1) % L];
                    int de = 2 * g[i * L + j] * nb;
                    if (de <= 0 || rnd(r, i * L + j, sw * 2 + col) < expf(-bt * de)) g[i * L + j] = -g[i * L + j];
                }
        }
    }
}

static void measure(const int *s, int *en, int *mg, int dev)
{
#pragma acc parallel loop gang present(s[0:NR * L * L]) copyout(en[0:NR], mg[0:NR]) if(dev)
    for (int r = 0; r < NR; r++) {
        int e = 0, m = 0;
#pragma acc loop vector reduction(+:e, m)
        for (int k = 0; k < L * L; k++) {
            int i = k / L, j = k % L;
            const int *g = s + r * L * L;
            e -= g[k] * (g[((i + 1) % L) * L + j] + g[i * L + (j + 1) % L]);
            m += g[k];
        }
        en[r] = e; mg[r] = m;
    }
}

static int run(int *s, int *tmap, const float *beta, int dev, int *mabs)
{
    int swaps = 0, en[NR], mg[NR];
    *mabs = 0;
#pragma acc data copy(s[0:NR * L * L]) copyin(tmap[0:NR], beta[0:NR]) if(dev)
    for (int sw = 0; sw < SWEEPS; sw++) {
        sweep(s, tmap, beta, sw, dev);
        measure(s, en, mg, dev);
        /* exchange neighbouring temperatures: find the replicas holding t and t+1 */
        for (int t = sw % 2; t + 1 < NR; t += 2) {
            int a = -1, b = -1;
            for (int r = 0; r < NR; r++) { if (tmap[r] == t) a = r; if (tmap[r] == t + 1) b = r; }
            float d = (beta[t] - beta[t + 1]) * (float)(en[a] - en[b]);
            if (d >= 0.0f || rnd(1000u + t, sw, 7u) < expf(d)) { tmap[a] = t + 1; tmap[b] = t; swaps++; }
        }
#pragma acc update device(tmap[0:NR]) if(dev)
        for (int r = 0; r < NR; r++) *mabs += abs(mg[r]);
    }
    return swaps;
}

int main(void)
{
    int *s = malloc(NR * L * L * sizeof(int)), *h = malloc(NR * L * L * sizeof(int));
    int tm[NR], htm[NR];
    float beta[NR];
    for (int r = 0; r < NR; r++) { beta[r] = 0.2f + 0.06f * r; tm[r] = htm[r] = r; }
    for (int k = 0; k < NR * L * L; k++) s[k] = h[k] = ((k * 2654435761u) >> 7) & 1 ? 1 : -1;
    int m1, m2;
    int sw1 = run(s, tm, beta, 1, &m1);
    int sw2 = run(h, htm, beta, 0, &m2);
    CHECK(memcmp(s, h, NR * L * L * sizeof(int)) == 0);
    CHECK(memcmp(tm, htm, sizeof tm) == 0);
    CHECK(sw1 == sw2 && sw1 > 0);
    CHECK(m1 == m2);
    free(s); free(h);
    CHECK_DONE();
}

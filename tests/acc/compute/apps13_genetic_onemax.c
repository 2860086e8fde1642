/* A genetic algorithm with a device RNG as evolutionary-computation codes write it (spec 2.9
 * loop gang vector, 2.15.1 routine seq, 2.6.5 data present, 2.9.11 reduction max, 2.14.4
 * update self): per-individual xorshift state lives in a device array, fitness (a weighted
 * knapsack-like score) is a `routine seq`, tournament selection, one-point crossover and
 * mutation write a second population buffer (pointer swap between generations), the best
 * fitness is a max reduction, `update self` every 5 generations. Integer arithmetic only, so
 * the device run must equal the host's bit for bit. */
#include <string.h>
#include "check.h"
#define POP 128
#define GL 48
#define GENS 15

#pragma acc routine seq
static unsigned xs(unsigned *st)
{
    unsigned x = *st;
    x ^= x << 13; x ^= x >> 17; x ^= x << 5;
    *st = x;
    return x;
}

#pragma acc routine seq
static int fitness(const unsigned char *g, const int *w)
{
    int f = 0, weight = 0;
    for (int k = 0; k < GL; k++) if (g[k]) { f += w[k]; weight += (k % 7) + 1; }
    return weight > 120 ? f - 4 * (weight - 120) : f;
}

static int run(unsigned char *pa, unsigned char *pb, int *fit, unsigned *rng, const int *w, int dev, int *trace)
{
    int best = -1000000;
#pragma acc data copyin(pa[0:POP*GL], rng[0:POP], w[0:GL]) create(pb[0:POP*GL], fit[0:POP]) if(dev)
    {
        for (int g = 0; g < GENS; g++) {
            best = -1000000;
#pragma acc parallel loop gang vector reduction(max:best) present(pa[0:POP*GL], fit[0:POP], w[0:GL]) if(dev)
            for (int i = 0; i < POP; i++) {
                fit[i] = fitness(pa + i * GL, w);
                if (fit[i] > best) best = fit[i];
            }
            trace[g] = best;
#pragma acc parallel loop gang vector present(pa[0:POP*GL], pb[0:POP*GL], fit[0:POP], rng[0:POP]) if(dev)
            for (int i = 0; i < POP; i++) {
                unsigned st = rng[i];
                int a = (int)(xs(&st) % POP), b = (int)(xs(&st) % POP);
                int p1 = fit[a] >= fit[b] ? a : b;
                a = (int)(xs(&st) % POP); b = (int)(xs(&st) % POP);
                int p2 = fit[a] >= fit[b] ? a : b;
                int cut = (int)(xs(&st) % GL);
                for (int k = 0; k < GL; k++) {
                    unsigned char bit = k < cut ? pa[p1 * GL + k] : pa[p2 * GL + k];
                    if (xs(&st) % 64 == 0) bit ^= 1;
                    pb[i * GL + k] = bit;
                }
                rng[i] = st;
            }
            unsigned char *t = pa; pa = pb; pb = t;
            if (g % 5 == 4) {
#pragma acc update self(fit[0:POP]) if(dev)
                int m = -1000000;
                for (int i = 0; i < POP; i++) if (fit[i] > m) m = fit[i];
                trace[GENS + g / 5] = m;
            }
        }
#pragma acc update self(pa[0:POP*GL]) if(dev)
    }
    return best;
}

int main(void)
{
    static unsigned char a1[POP * GL], b1[POP * GL], a2[POP * GL], b2[POP * GL];
    static int fit[POP], w[GL], t1[GENS + 3], t2[GENS + 3];
    static unsigned r1[POP], r2[POP];
    for (int k = 0; k < GL; k++) w[k] = 1 + (k * 37) % 11;
    for (int i = 0; i < POP; i++) {
        r1[i] = r2[i] = 2463534242u + 977u * (unsigned)i;
        for (int k = 0; k < GL; k++) a1[i * GL + k] = a2[i * GL + k] = (unsigned char)(((i * 31 + k * 17) % 5) == 0);
    }
    int bd = run(a1, b1, fit, r1, w, 1, t1);
    int bh = run(a2, b2, fit, r2, w, 0, t2);
    CHECK(bd == bh);
    for (int g = 0; g < GENS + 3; g++) CHECK(t1[g] == t2[g]);
    /* GENS is odd: the final population is in the b buffers on both sides */
    CHECK(memcmp(b1, b2, sizeof b1) == 0);
    CHECK(t1[GENS - 1] >= t1[0]);
    CHECK_DONE();
}

/* A genetic algorithm for one-max-with-traps as evolutionary codes write it against the
 * OpenACC API (chapter 3): the populations placed with `acc_copyin` / `acc_create`, checked
 * with `acc_is_present`, the parents' and children's arrays swapped by `acc_memcpy_device`
 * (3.2.29), the best fitness copied back with `acc_update_self` on a slice; the generation
 * step a `parallel loop` with `present` (2.7.5): tournament selection with a per-individual
 * hash stream, one-point crossover and mutation into the children, fitness by a `routine
 * seq` (2.15.1) that asks `acc_on_device` (3.2.17) only to count device evaluations; the best
 * fitness a `max` reduction. Checked against the host's run. */
#include <openacc.h>
#include <stdint.h>
#include <string.h>
#include "check.h"
#define POP 128
#define L 64
#define GENS 15

#pragma acc routine seq
static uint32_t hash3(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t h = a * 0x9e3779b1u ^ b * 0x85ebca77u ^ c * 0xc2b2ae3du;
    h ^= h >> 15; h *= 0x2c1b3c6du; h ^= h >> 12; h *= 0x297a2d39u; h ^= h >> 15;
    return h;
}

#pragma acc routine seq
static int fitness(const unsigned char *g)
{
    int f = 0;
    for (int b = 0; b < L; b += 4) {
        int ones = g[b] + g[b + 1] + g[b + 2] + g[b + 3];
        f += ones == 4 ? 4 : 3 - ones; /* deceptive trap of order 4 */
    }
    return f;
}

static void generation(const unsigned char *restrict par, const int *restrict fit, unsigned char *restrict kid, int gen)
{
#pragma acc parallel loop present(par[0:POP*L], fit[0:POP], kid[0:POP*L])
    for (int i = 0; i < POP; i++) {
        int p[2];
        for (int k = 0; k < 2; k++) {
            int a = (int)(hash3((uint32_t)gen, (uint32_t)i, (uint32_t)(4 * k)) % POP);
            int b = (int)(hash3((uint32_t)gen, (uint32_t)i, (uint32_t)(4 * k + 1)) % POP);
            p[k] = fit[a] >= fit[b] ? a : b;
        }
        int cut = (int)(hash3((uint32_t)gen, (uint32_t)i, 9u) % L);
        for (int j = 0; j < L; j++) {
            unsigned char g = j < cut ? par[p[0] * L + j] : par[p[1] * L + j];
            if (hash3((uint32_t)gen, (uint32_t)i, 100u + (uint32_t)j) % 100 == 0) g ^= 1;
            kid[i * L + j] = g;
        }
    }
}

int main(void)
{
    static unsigned char pop[POP * L], kids[POP * L], hpop[POP * L], hkids[POP * L];
    static int fit[POP], hfit[POP];
    for (int i = 0; i < POP * L; i++) pop[i] = hpop[i] = (unsigned char)(hash3(1, 2, (uint32_t)i) & 1);
    CHECK(acc_get_num_devices(acc_get_device_type()) >= 1);
    acc_copyin(pop, sizeof pop);
    acc_create(kids, sizeof kids);
    acc_create(fit, sizeof fit);
    CHECK(acc_is_present(pop, sizeof pop) && acc_is_present(kids, sizeof kids));
    int best = 0, hbest = 0, ondev = 0;
    for (int g = 0; g < GENS; g++) {
        best = 0;
#pragma acc parallel loop present(pop[0:POP*L], fit[0:POP]) reduction(max:best) reduction(+:ondev)
        for (int i = 0; i < POP; i++) {
            fit[i] = fitness(&pop[i * L]);
            best = fit[i] > best ? fit[i] : best;
            ondev += acc_on_device(acc_device_not_host);
        }
        generation(pop, fit, kids, g);
        acc_memcpy_device(acc_deviceptr(pop), acc_deviceptr(kids), sizeof pop);
        /* the host's generation */
        hbest = 0;
        for (int i = 0; i < POP; i++) { hfit[i] = fitness(&hpop[i * L]); if (hfit[i] > hbest) hbest = hfit[i]; }
        for (int i = 0; i < POP; i++) {
            int p[2];
            for (int k = 0; k < 2; k++) {
                int a = (int)(hash3((uint32_t)g, (uint32_t)i, (uint32_t)(4 * k)) % POP);
                int b = (int)(hash3((uint32_t)g, (uint32_t)i, (uint32_t)(4 * k + 1)) % POP);
                p[k] = hfit[a] >= hfit[b] ? a : b;
            }
            int cut = (int)(hash3((uint32_t)g, (uint32_t)i, 9u) % L);
            for (int j = 0; j < L; j++) {
                unsigned char v = j < cut ? hpop[p[0] * L + j] : hpop[p[1] * L + j];
                if (hash3((uint32_t)g, (uint32_t)i, 100u + (uint32_t)j) % 100 == 0) v ^= 1;
                hkids[i * L + j] = v;
            }
        }
        memcpy(hpop, hkids, sizeof hpop);
        CHECK(best == hbest);
    }
    acc_update_self(fit, 8 * sizeof(int));
    for (int i = 0; i < 8; i++) CHECK(fit[i] == hfit[i]);
    acc_copyout(pop, sizeof pop);
    acc_delete(kids, sizeof kids);
    acc_delete(fit, sizeof fit);
    CHECK(!acc_is_present(kids, sizeof kids) || acc_get_device_type() == acc_device_host);
    CHECK(memcmp(pop, hpop, sizeof pop) == 0);
    CHECK(ondev == (acc_get_device_type() == acc_device_host ? 0 : POP * GENS));
    CHECK(hbest > 8);
    CHECK_DONE();
}

/* A q-state Potts model by checkerboard Metropolis as statistical-physics codes write it in
 * `kernels`: the lattice a 2-D array `int (*restrict s)[L]`, per sweep two `kernels` half-sweeps
 * whose nests are `loop independent` (2.9.9) over rows and columns with a colour test, the
 * random numbers from a counter-based hash (`routine seq`, no state: the same on host and
 * device) of (site, sweep, colour), the Boltzmann factors a `declare`d table indexed by the
 * energy change, and the energy and magnetization order parameter as reductions the compiler
 * finds in a `kernels` nest. Checked against the host's identical sweeps. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define L 48
#define Q 3
#define SWEEPS 30

static float BOLTZ[9];
#pragma acc declare create(BOLTZ)

#pragma acc routine seq
static uint32_t hash3(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t h = a * 0x9E3779B1u ^ (b + 0x7F4A7C15u) * 0x85EBCA77u ^ c * 0xC2B2AE3Du;
    h ^= h >> 15; h *= 0x2C1B3C6Du; h ^= h >> 12; h *= 0x297A2D39u; h ^= h >> 15;
    return h;
}

#pragma acc routine seq
static int nb_same(int (*s)[L], int i, int j, int v)
{
    return (s[(i + 1) % L][j] == v) + (s[(i + L - 1) % L][j] == v) + (s[i][(j + 1) % L] == v) + (s[i][(j + L - 1) % L] == v);
}

static void host_sweep(int (*s)[L], int sw)
{
    for (int col = 0; col < 2; col++)
        for (int i = 0; i < L; i++)
            for (int j = 0; j < L; j++) {
                if (((i + j) & 1) != col) continue;
                uint32_t h = hash3((uint32_t)(i * L + j), (uint32_t)sw, (uint32_t)col);
                int nv = (s[i][j] + 1 + (int)(h % (Q - 1))) % Q;
                int dE = nb_same(s, i, j, s[i][j]) - nb_same(s, i, j, nv);
                if (dE <= 0 || (float)(h >> 8) * (1.0f / 16777216.0f) < BOLTZ[dE + 4]) s[i][j] = nv;
            }
}

int main(void)
{
    const float beta = 1.1f;
    for (int d = -4; d <= 4; d++) BOLTZ[d + 4] = expf(-beta * (float)d);
#pragma acc update device(BOLTZ)
    int (*restrict s)[L] = malloc(sizeof(int[L][L]));
    int (*h)[L] = malloc(sizeof(int[L][L]));
    for (int i = 0; i < L; i++) for (int j = 0; j < L; j++) s[i][j] = h[i][j] = (int)(hash3(i, j, 99) % Q);
    int energy = 0, cnt0 = 0;
#pragma acc data copy(s[0:L][0:L])
    {
        for (int sw = 0; sw < SWEEPS; sw++)
            for (int col = 0; col < 2; col++) {
#pragma acc kernels present(s[0:L][0:L])
                {
#pragma acc loop independent
                    for (int i = 0; i < L; i++)
#pragma acc loop independent
                        for (int j = 0; j < L; j++) {
                            if (((i + j) & 1) != col) continue;
                            uint32_t hh = hash3((uint32_t)(i * L + j), (uint32_t)sw, (uint32_t)col);
                            int nv = (s[i][j] + 1 + (int)(hh % (Q - 1))) % Q;
                            int dE = nb_same(s, i, j, s[i][j]) - nb_same(s, i, j, nv);
                            if (dE <= 0 || (float)(hh >> 8) * (1.0f / 16777216.0f) < BOLTZ[dE + 4]) s[i][j] = nv;
                        }
                }
            }
#pragma acc kernels present(s[0:L][0:L])
        for (int i = 0; i < L; i++)
            for (int j = 0; j < L; j++) {
                energy -= (s[i][j] == s[(i + 1) % L][j]) + (s[i][j] == s[i][(j + 1) % L]);
                cnt0 += s[i][j] == 0;
            }
    }
    for (int sw = 0; sw < SWEEPS; sw++) host_sweep(h, sw);
    int bad = 0, he = 0;
    for (int i = 0; i < L; i++)
        for (int j = 0; j < L; j++) {
            bad += s[i][j] != h[i][j];
            he -= (h[i][j] == h[(i + 1) % L][j]) + (h[i][j] == h[i][(j + 1) % L]);
        }
    CHECK(bad == 0);
    CHECK(energy == he);
    CHECK(energy < -2 * L * L / 3 && cnt0 > 0);
    free(s); free(h);
    CHECK_DONE();
}

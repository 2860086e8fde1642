/* Ising model Metropolis updates by checkerboard colours, as lattice codes write them (spec
 * 2.13 declare create, 2.14.4 update, 2.9.6 collapse, 2.9.11 reduction, 2.15.1 routine seq):
 * the lattice and the Boltzmann table are `declare create` globals filled by `update device`,
 * each half-sweep updates one colour (`parallel loop collapse(2)` over rows and half rows) with
 * a counter-based hash RNG of (site, sweep, colour), so every run draws the same numbers, and
 * the magnetisation and energy are `+` reductions. The random numbers are multiples of 2^-24
 * compared with the host's table, so the lattice must match the host's run exactly. */
#include <math.h>
#include <string.h>
#include "check.h"
#define L 32
#define SWEEPS 30

int spin[L][L];
float boltz[3];
#pragma acc declare create(spin, boltz)

#pragma acc routine seq
static unsigned hash3(unsigned a, unsigned b, unsigned c)
{
    unsigned h = a * 0x9E3779B1u ^ (b + 0x7F4A7C15u) * 0x85EBCA77u ^ (c + 1u) * 0xC2B2AE3Du;
    h ^= h >> 15; h *= 0x2C1B3C6Du; h ^= h >> 12; h *= 0x297A2D39u; h ^= h >> 15;
    return h;
}

static void half_sweep(int color, int sweep)
{
#pragma acc parallel loop collapse(2) present(spin, boltz)
    for (int i = 0; i < L; i++)
        for (int jj = 0; jj < L / 2; jj++) {
            int j = 2 * jj + ((i + color) & 1);
            int s = spin[i][j];
            int nb = spin[(i + 1) % L][j] + spin[(i + L - 1) % L][j] + spin[i][(j + 1) % L] + spin[i][(j + L - 1) % L];
            int e = s * nb; /* the flip costs 2*e */
            float r = (float)(hash3((unsigned)(i * L + j), (unsigned)sweep, (unsigned)color) >> 8) * (1.0f / 16777216.0f);
            if (e <= 0 || r < boltz[e / 2]) spin[i][j] = -s;
        }
}

static void host_half_sweep(int h[L][L], int color, int sweep)
{
    for (int i = 0; i < L; i++)
        for (int jj = 0; jj < L / 2; jj++) {
            int j = 2 * jj + ((i + color) & 1);
            int s = h[i][j];
            int nb = h[(i + 1) % L][j] + h[(i + L - 1) % L][j] + h[i][(j + 1) % L] + h[i][(j + L - 1) % L];
            int e = s * nb;
            float r = (float)(hash3((unsigned)(i * L + j), (unsigned)sweep, (unsigned)color) >> 8) * (1.0f / 16777216.0f);
            if (e <= 0 || r < boltz[e / 2]) h[i][j] = -s;
        }
}

int main(void)
{
    static int h[L][L];
    const float beta = 0.5f; /* above the critical coupling 0.4407: it orders */
    boltz[0] = 1.0f;
    boltz[1] = expf(-4.0f * beta);
    boltz[2] = expf(-8.0f * beta);
    for (int i = 0; i < L; i++)
        for (int j = 0; j < L; j++) spin[i][j] = h[i][j] = (hash3(i, j, 99) & 1) ? 1 : -1;
#pragma acc update device(spin, boltz)
    long mags[SWEEPS], hm[SWEEPS];
    long energy = 0;
    for (int s = 0; s < SWEEPS; s++) {
        half_sweep(0, s);
        half_sweep(1, s);
        long m = 0;
        energy = 0;
#pragma acc parallel loop collapse(2) reduction(+:m, energy) present(spin)
        for (int i = 0; i < L; i++)
            for (int j = 0; j < L; j++) {
                m += spin[i][j];
                energy -= spin[i][j] * (spin[(i + 1) % L][j] + spin[i][(j + 1) % L]);
            }
        mags[s] = m;
    }
#pragma acc update self(spin)
    long he = 0;
    for (int s = 0; s < SWEEPS; s++) {
        host_half_sweep(h, 0, s);
        host_half_sweep(h, 1, s);
        long m = 0;
        for (int i = 0; i < L; i++)
            for (int j = 0; j < L; j++) m += h[i][j];
        hm[s] = m;
    }
    for (int i = 0; i < L; i++)
        for (int j = 0; j < L; j++) he -= h[i][j] * (h[(i + 1) % L][j] + h[i][(j + 1) % L]);
    CHECK(memcmp(spin, h, sizeof h) == 0);
    for (int s = 0; s < SWEEPS; s++) CHECK(mags[s] == hm[s]);
    CHECK(energy == he);
    CHECK(he < -L * L); /* ordered domains: more than half the bonds agree */
    CHECK_DONE();
}

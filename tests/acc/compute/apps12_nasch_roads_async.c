/* Nagel-Schreckenberg traffic on several independent ring roads, one async queue per road, as
 * transport-simulation codes overlap them (spec 2.16.1 async, 2.16.2 wait with async, 2.15.1
 * routine seq, 2.9.11 reduction, 2.14.4 update): cars are kept in ring order in per-road
 * position/velocity arrays (double-buffered), each step is a `parallel loop` over a road's cars
 * on that road's queue (accelerate, brake to the gap, random slowdown from a counter-based hash,
 * move), the flow is a `reduction(+:flow[r])` on the same queue into the road's element of a
 * counter array that stays on the device (`enter data`, read back by one `update self`),
 * every 20 steps the roads' states come back with `update self ... async(r)` and the host waits
 * for all of them; at the end the queue of road 0 waits for the other roads (`wait(1,2,3)
 * async(0)`) before a last update. Checked against the host. */
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define NR 4
#define LEN 400
#define VMAX 5
#define STEPS 60

#pragma acc routine seq
static unsigned mix(unsigned a, unsigned b)
{
    unsigned h = a * 0x9E3779B1u + b * 0x85EBCA77u;
    h ^= h >> 16; h *= 0x7feb352du; h ^= h >> 15; h *= 0x846ca68bu; h ^= h >> 16;
    return h;
}

#pragma acc routine seq
static void nasch(int i, int n, const int *pos, const int *vel, int *npos, int *nvel, int step, int road, int pslow)
{
    int gap = (pos[(i + 1) % n] - pos[i] + LEN) % LEN - 1;
    if (n == 1) gap = LEN - 1;
    int v = vel[i] + 1 < VMAX ? vel[i] + 1 : VMAX;
    if (v > gap) v = gap;
    if (v > 0 && (int)(mix((unsigned)(road * 100000 + i), (unsigned)step) % 100) < pslow) v--;
    nvel[i] = v;
    npos[i] = (pos[i] + v) % LEN;
}

int main(void)
{
    int ncar[NR] = {40, 80, 120, 200}, pslow[NR] = {10, 20, 30, 25};
    int *pos[2][NR], *vel[2][NR], *hp[NR], *hv[NR];
    long flow[NR] = {0, 0, 0, 0};
    for (int r = 0; r < NR; r++) {
        for (int b = 0; b < 2; b++) { pos[b][r] = calloc(ncar[r], sizeof(int)); vel[b][r] = calloc(ncar[r], sizeof(int)); }
        hp[r] = malloc(ncar[r] * sizeof(int)); hv[r] = calloc(ncar[r], sizeof(int));
        for (int i = 0; i < ncar[r]; i++) pos[0][r][i] = hp[r][i] = i * LEN / ncar[r];
    }
    long snap[STEPS / 20][NR];
#pragma acc enter data copyin(flow)
    for (int r = 0; r < NR; r++) {
        int n = ncar[r], *p0 = pos[0][r], *p1 = pos[1][r], *v0 = vel[0][r], *v1 = vel[1][r];
#pragma acc enter data copyin(p0[0:n], v0[0:n]) create(p1[0:n], v1[0:n]) async(r)
    }
    for (int t = 0; t < STEPS; t++) {
        int cur = t & 1;
        for (int r = 0; r < NR; r++) {
            int n = ncar[r], ps = pslow[r];
            int *p = pos[cur][r], *v = vel[cur][r], *np = pos[!cur][r], *nv = vel[!cur][r];
#pragma acc parallel loop present(p[0:n], v[0:n], np[0:n], nv[0:n]) async(r)
            for (int i = 0; i < n; i++) nasch(i, n, p, v, np, nv, t, r, ps);
#pragma acc parallel loop reduction(+:flow[r]) present(nv[0:n], flow) async(r)
            for (int i = 0; i < n; i++) flow[r] += nv[i];
        }
        if (t % 20 == 19) {
            for (int r = 0; r < NR; r++) {
                int n = ncar[r], *nv = vel[!cur][r];
#pragma acc update self(nv[0:n]) async(r)
            }
#pragma acc wait
            for (int r = 0; r < NR; r++) {
                long s = 0;
                for (int i = 0; i < ncar[r]; i++) s += vel[!cur][r][i];
                snap[t / 20][r] = s;
            }
        }
    }
#pragma acc wait(1, 2, 3) async(0)
    for (int r = 0; r < NR; r++) {
        int n = ncar[r], *p = pos[STEPS & 1][r];
#pragma acc update self(p[0:n]) async(0)
    }
#pragma acc update self(flow) async(0)
#pragma acc wait(0)
    long hflow[NR] = {0, 0, 0, 0};
    int *tp = malloc(200 * sizeof(int)), *tv = malloc(200 * sizeof(int));
    for (int r = 0; r < NR; r++) {
        for (int t = 0; t < STEPS; t++) {
            for (int i = 0; i < ncar[r]; i++) nasch(i, ncar[r], hp[r], hv[r], tp, tv, t, r, pslow[r]);
            memcpy(hp[r], tp, ncar[r] * sizeof(int));
            memcpy(hv[r], tv, ncar[r] * sizeof(int));
            for (int i = 0; i < ncar[r]; i++) hflow[r] += hv[r][i];
            if (t % 20 == 19) {
                long s = 0;
                for (int i = 0; i < ncar[r]; i++) s += hv[r][i];
                CHECK(snap[t / 20][r] == s);
            }
        }
        CHECK(flow[r] == hflow[r]);
        CHECK(memcmp(pos[STEPS & 1][r], hp[r], ncar[r] * sizeof(int)) == 0);
    }
    /* the free-flowing road moves faster per car than the jammed one */
    CHECK(hflow[0] * ncar[3] > hflow[3] * ncar[0]);
    for (int r = 0; r < NR; r++) {
        int n = ncar[r], *p0 = pos[0][r], *p1 = pos[1][r], *v0 = vel[0][r], *v1 = vel[1][r];
#pragma acc exit data delete(p0[0:n], p1[0:n], v0[0:n], v1[0:n])
    }
#pragma acc exit data delete(flow)
    CHECK_DONE();
}

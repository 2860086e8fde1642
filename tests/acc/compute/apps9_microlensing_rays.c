/* Gravitational microlensing by inverse ray shooting as astrophysics codes write it: rays from
 * a regular grid on the lens plane, each deflected by every point lens (the lens positions and
 * masses a struct of arrays in a local struct, an aggregate the construct copies implicitly,
 * 2.6.2), one ray per iteration of `kernels loop independent collapse(2)` (2.11) with the
 * deflection a sequential sum, the ray's source-plane pixel counted into a magnification map
 * with `atomic update` (2.12); the rays landing outside counted by a reduction, the map's total
 * and peak read back. A float pixel index can land on the other side of a pixel edge when the
 * device contracts the arithmetic into fma, so the map is compared with the host's up to a few
 * rays. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NL 24
#define RG 160
#define NPIXM 40
typedef struct { float x[NL], y[NL], m[NL]; int n; } lenses_t;

int main(void)
{
    lenses_t L;
    L.n = NL;
    for (int k = 0; k < NL; k++) {
        L.x[k] = 1.6f * sinf(1.3f * k);
        L.y[k] = 1.6f * cosf(2.1f * k + 0.4f);
        L.m[k] = 0.02f + 0.01f * (k % 3);
    }
    static int map[NPIXM][NPIXM], hmap[NPIXM][NPIXM];
    int outside = 0;
    const float half = 2.0f, src_half = 1.0f;
#pragma acc kernels copy(map)
    {
#pragma acc loop independent collapse(2) reduction(+:outside)
        for (int j = 0; j < RG; j++)
            for (int i = 0; i < RG; i++) {
                float x = -half + (i + 0.5f) * (2 * half / RG), y = -half + (j + 0.5f) * (2 * half / RG);
                float ax = 0.0f, ay = 0.0f;
                for (int k = 0; k < L.n; k++) {
                    float dx = x - L.x[k], dy = y - L.y[k], r2 = dx * dx + dy * dy + 1e-6f;
                    ax += L.m[k] * dx / r2;
                    ay += L.m[k] * dy / r2;
                }
                float sx = x - ax, sy = y - ay;
                int px = (int)floorf((sx + src_half) * (NPIXM / (2 * src_half)));
                int py = (int)floorf((sy + src_half) * (NPIXM / (2 * src_half)));
                if (px < 0 || py < 0 || px >= NPIXM || py >= NPIXM) { outside++; continue; }
#pragma acc atomic update
                map[py][px]++;
            }
    }
    int hout = 0;
    for (int j = 0; j < RG; j++)
        for (int i = 0; i < RG; i++) {
            float x = -half + (i + 0.5f) * (2 * half / RG), y = -half + (j + 0.5f) * (2 * half / RG);
            float ax = 0.0f, ay = 0.0f;
            for (int k = 0; k < L.n; k++) {
                float dx = x - L.x[k], dy = y - L.y[k], r2 = dx * dx + dy * dy + 1e-6f;
                ax += L.m[k] * dx / r2;
                ay += L.m[k] * dy / r2;
            }
            int px = (int)floorf((x - ax + src_half) * (NPIXM / (2 * src_half)));
            int py = (int)floorf((y - ay + src_half) * (NPIXM / (2 * src_half)));
            if (px < 0 || py < 0 || px >= NPIXM || py >= NPIXM) { hout++; continue; }
            hmap[py][px]++;
        }
    int diff = 0, total = 0, peak = 0;
    for (int p = 0; p < NPIXM; p++)
        for (int q = 0; q < NPIXM; q++) {
            diff += abs(map[p][q] - hmap[p][q]);
            total += map[p][q];
            if (map[p][q] > peak) peak = map[p][q];
        }
    CHECK(total + outside == RG * RG);
    CHECK(diff <= 8 && abs(outside - hout) <= 4);
    /* a uniform map would hold RG*RG/4 / NPIXM^2 = 4 rays a pixel; caustics concentrate them */
    CHECK(peak > 12);
    CHECK_DONE();
}

/* A mass-spring cloth as game-physics codes write it: particles an array of structs
 * (position, previous position, pinned flag), structural and shear springs gathered per
 * particle from its 8 neighbours by a `routine seq` returning the force as a struct
 * (2.15.1), position Verlet integration with gravity and damping in one `parallel loop
 * collapse(2)` writing a second array of structs, the two swapped by pointer, the kinetic
 * energy proxy a `+` reduction and the lowest point a `min` reduction (2.9.11), all in a
 * `data` region with `present` (2.7.5). Checked against the host. */
#include <math.h>
#include <string.h>
#include "check.h"
#define GW 24
#define GH 20
#define NP (GW * GH)
typedef struct { double x, y, z; } vec3;
typedef struct { vec3 p, prev; int pinned; } particle;

#pragma acc routine seq
static vec3 spring_force(const particle *c, int i, int j, double rest, double k)
{
    vec3 f = {0, 0, 0};
    const particle *a = &c[j * GW + i];
    for (int dj = -1; dj <= 1; dj++)
        for (int di = -1; di <= 1; di++) {
            int ni = i + di, nj = j + dj;
            if ((di == 0 && dj == 0) || ni < 0 || nj < 0 || ni >= GW || nj >= GH) continue;
            const particle *b = &c[nj * GW + ni];
            double dx = b->p.x - a->p.x, dy = b->p.y - a->p.y, dz = b->p.z - a->p.z;
            double len = sqrt(dx * dx + dy * dy + dz * dz);
            double r = (di != 0 && dj != 0) ? rest * 1.4142135623730951 : rest;
            double s = k * (len - r) / len;
            f.x += s * dx; f.y += s * dy; f.z += s * dz;
        }
    return f;
}

static void step(const particle *restrict c, particle *restrict n, double dt)
{
#pragma acc parallel loop collapse(2) present(c[0:NP], n[0:NP])
    for (int j = 0; j < GH; j++)
        for (int i = 0; i < GW; i++) {
            particle q = c[j * GW + i];
            if (!q.pinned) {
                vec3 f = spring_force(c, i, j, 0.1, 400.0);
                f.y -= 9.81;
                vec3 p = q.p;
                q.p.x = p.x + 0.99 * (p.x - q.prev.x) + f.x * dt * dt;
                q.p.y = p.y + 0.99 * (p.y - q.prev.y) + f.y * dt * dt;
                q.p.z = p.z + 0.99 * (p.z - q.prev.z) + f.z * dt * dt;
                q.prev = p;
            }
            n[j * GW + i] = q;
        }
}

int main(void)
{
    static particle a[NP], b[NP], ha[NP], hb[NP];
    for (int j = 0; j < GH; j++)
        for (int i = 0; i < GW; i++) {
            particle *q = &a[j * GW + i];
            q->p.x = 0.1 * i; q->p.y = 0.0; q->p.z = 0.1 * j;
            q->prev = q->p;
            q->pinned = j == 0 && (i == 0 || i == GW - 1 || i == GW / 2);
        }
    memcpy(ha, a, sizeof a);
    const double dt = 0.004;
    const int steps = 40;
    particle *c = a, *n = b;
    double ke = 0.0, low = 0.0;
#pragma acc data copy(a) create(b)
    {
        for (int s = 0; s < steps; s++) {
            step(c, n, dt);
            particle *t = c; c = n; n = t;
        }
        ke = 0.0; low = 1e30;
#pragma acc parallel loop present(c[0:NP]) reduction(+:ke) reduction(min:low)
        for (int k = 0; k < NP; k++) {
            double vx = c[k].p.x - c[k].prev.x, vy = c[k].p.y - c[k].prev.y, vz = c[k].p.z - c[k].prev.z;
            ke += vx * vx + vy * vy + vz * vz;
            low = fmin(low, c[k].p.y);
        }
    }
    particle *hc = ha, *hn = hb;
    for (int s = 0; s < steps; s++) {
        for (int j = 0; j < GH; j++)
            for (int i = 0; i < GW; i++) {
                particle q = hc[j * GW + i];
                if (!q.pinned) {
                    vec3 f = spring_force(hc, i, j, 0.1, 400.0), p = q.p;
                    f.y -= 9.81;
                    q.p.x = p.x + 0.99 * (p.x - q.prev.x) + f.x * dt * dt;
                    q.p.y = p.y + 0.99 * (p.y - q.prev.y) + f.y * dt * dt;
                    q.p.z = p.z + 0.99 * (p.z - q.prev.z) + f.z * dt * dt;
                    q.prev = p;
                }
                hn[j * GW + i] = q;
            }
        particle *t = hc; hc = hn; hn = t;
    }
    double e = 0.0, hke = 0.0, hlow = 1e30;
    for (int k = 0; k < NP; k++) {
        e = fmax(e, fabs(a[k].p.x - hc[k].p.x) + fabs(a[k].p.y - hc[k].p.y) + fabs(a[k].p.z - hc[k].p.z));
        double vx = hc[k].p.x - hc[k].prev.x, vy = hc[k].p.y - hc[k].prev.y, vz = hc[k].p.z - hc[k].prev.z;
        hke += vx * vx + vy * vy + vz * vz;
        hlow = fmin(hlow, hc[k].p.y);
        CHECK(a[k].pinned == hc[k].pinned);
    }
    CHECK(e < 1e-12);
    CHECK(fabs(ke - hke) < 1e-9 * hke && low == hlow);
    CHECK(low < -0.01 && a[0].p.y == 0.0);
    CHECK_DONE();
}

/* Boids flocking (Reynolds' separation, alignment, cohesion) as agent codes write it in OpenACC:
 * a struct of arrays deep-copied by `enter data copyin(f[0:1])` and the members' sections
 * (attached, 2.7.2 / 2.6.8), `enter data`/`exit data` in init/finalize functions, the force
 * through a `routine seq` helper (2.15.1) called from `parallel loop gang vector` with
 * `present(f[0:1])`, positions advanced in a second loop (double buffered), and an
 * `update self` of the positions every few steps for "output". Checked against the host. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define NB 256
#define STEPS 12
#define OUT_EVERY 4

typedef struct {
    int n;
    float *x, *y, *vx, *vy, *nvx, *nvy;
} flock_t;

#pragma acc routine seq
static void steer(const flock_t *f, int i, float *ax, float *ay)
{
    float sx = 0, sy = 0, alx = 0, aly = 0, cx = 0, cy = 0;
    int cnt = 0;
    for (int j = 0; j < f->n; j++) {
        if (j == i) continue;
        float dx = f->x[j] - f->x[i], dy = f->y[j] - f->y[i];
        float d2 = dx * dx + dy * dy;
        if (d2 < 4.0f) {
            cnt++;
            alx += f->vx[j]; aly += f->vy[j];
            cx += dx; cy += dy;
            if (d2 < 0.25f) { sx -= dx; sy -= dy; }
        }
    }
    *ax = 0.05f * sx;
    *ay = 0.05f * sy;
    if (cnt > 0) {
        *ax += 0.02f * (alx / cnt - f->vx[i]) + 0.01f * cx / cnt;
        *ay += 0.02f * (aly / cnt - f->vy[i]) + 0.01f * cy / cnt;
    }
}

static void flock_init(flock_t *f, int n)
{
    f->n = n;
    f->x = malloc(n * sizeof(float)); f->y = malloc(n * sizeof(float));
    f->vx = malloc(n * sizeof(float)); f->vy = malloc(n * sizeof(float));
    f->nvx = malloc(n * sizeof(float)); f->nvy = malloc(n * sizeof(float));
    unsigned s = 2024;
    for (int i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u; f->x[i] = (s >> 8) % 1600 / 100.0f;
        s = s * 1664525u + 1013904223u; f->y[i] = (s >> 8) % 1600 / 100.0f;
        s = s * 1664525u + 1013904223u; f->vx[i] = ((int)((s >> 8) % 200) - 100) / 200.0f;
        s = s * 1664525u + 1013904223u; f->vy[i] = ((int)((s >> 8) % 200) - 100) / 200.0f;
    }
#pragma acc enter data copyin(f[0:1])
#pragma acc enter data copyin(f->x[0:n], f->y[0:n], f->vx[0:n], f->vy[0:n]) create(f->nvx[0:n], f->nvy[0:n])
}

static void flock_fini(flock_t *f)
{
    int n = f->n;
#pragma acc exit data delete(f->x[0:n], f->y[0:n], f->vx[0:n], f->vy[0:n], f->nvx[0:n], f->nvy[0:n])
#pragma acc exit data delete(f[0:1])
    free(f->x); free(f->y); free(f->vx); free(f->vy); free(f->nvx); free(f->nvy);
}

static void flock_step(flock_t *f)
{
    int n = f->n;
#pragma acc parallel loop gang vector vector_length(64) present(f[0:1])
    for (int i = 0; i < n; i++) {
        float ax, ay;
        steer(f, i, &ax, &ay);
        float vx = f->vx[i] + ax, vy = f->vy[i] + ay;
        float sp = sqrtf(vx * vx + vy * vy);
        if (sp > 1.0f) { vx /= sp; vy /= sp; }
        f->nvx[i] = vx; f->nvy[i] = vy;
    }
#pragma acc parallel loop present(f[0:1])
    for (int i = 0; i < n; i++) {
        f->vx[i] = f->nvx[i]; f->vy[i] = f->nvy[i];
        f->x[i] = fmodf(f->x[i] + 0.1f * f->vx[i] + 16.0f, 16.0f);
        f->y[i] = fmodf(f->y[i] + 0.1f * f->vy[i] + 16.0f, 16.0f);
    }
}

static void host_step(flock_t *f)
{
    for (int i = 0; i < f->n; i++) {
        float ax, ay;
        steer(f, i, &ax, &ay);
        float vx = f->vx[i] + ax, vy = f->vy[i] + ay;
        float sp = sqrtf(vx * vx + vy * vy);
        if (sp > 1.0f) { vx /= sp; vy /= sp; }
        f->nvx[i] = vx; f->nvy[i] = vy;
    }
    for (int i = 0; i < f->n; i++) {
        f->vx[i] = f->nvx[i]; f->vy[i] = f->nvy[i];
        f->x[i] = fmodf(f->x[i] + 0.1f * f->vx[i] + 16.0f, 16.0f);
        f->y[i] = fmodf(f->y[i] + 0.1f * f->vy[i] + 16.0f, 16.0f);
    }
}

int main(void)
{
    flock_t f, h;
    flock_init(&f, NB);
    h.n = NB;
    h.x = malloc(NB * sizeof(float)); h.y = malloc(NB * sizeof(float));
    h.vx = malloc(NB * sizeof(float)); h.vy = malloc(NB * sizeof(float));
    h.nvx = malloc(NB * sizeof(float)); h.nvy = malloc(NB * sizeof(float));
    memcpy(h.x, f.x, NB * sizeof(float)); memcpy(h.y, f.y, NB * sizeof(float));
    memcpy(h.vx, f.vx, NB * sizeof(float)); memcpy(h.vy, f.vy, NB * sizeof(float));
    int outputs = 0;
    float maxdiff = 0;
    for (int s = 1; s <= STEPS; s++) {
        flock_step(&f);
        host_step(&h);
        if (s % OUT_EVERY == 0) {
#pragma acc update self(f.x[0:NB], f.y[0:NB])
            outputs++;
            for (int i = 0; i < NB; i++) {
                float d = fabsf(f.x[i] - h.x[i]) + fabsf(f.y[i] - h.y[i]);
                if (d > maxdiff && d < 8.0f) maxdiff = d;
            }
        }
    }
    flock_fini(&f);
    CHECK(outputs == STEPS / OUT_EVERY);
    /* loose: a GPU contracts multiply-adds (FMA), which may move a pair across a radius */
    CHECK(maxdiff < 0.05f);
    CHECK_DONE();
}

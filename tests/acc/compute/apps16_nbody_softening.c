/* A direct-summation gravitational n-body code with Plummer softening and a leapfrog (kick-drift-
 * kick) integrator, as astrophysics codes port it. Uses: a struct of arrays (`bodies_t`: x, y, z,
 * vx, vy, vz, m as `float *restrict` members) mapped member by member in an init function
 * (`enter data copyin(b[0:1], b->x[0:n], ...)`, 2.6.6 with attach) and released in a finalize
 * function, `present(b[0:1])` in the callees (2.7.5), a `gang` outer loop with a `vector` inner
 * loop reducing three accelerations (`reduction(+:ax, ay, az)`, 2.9.11), `sqrtf` (math.h float),
 * a `routine seq` softened inverse cube in another function, `update self` of the positions as a
 * snapshot (2.14.4) and the total energy by `reduction(+:ke, pe)` in double. Positions,
 * velocities and energies must match the same integration in plain C. */
#include <math.h>
#include <string.h>
#include "check.h"

#define NB 384
#define STEPS 8
#define EPS2 0.01f

typedef struct {
    int n;
    float *restrict x, *restrict y, *restrict z;
    float *restrict vx, *restrict vy, *restrict vz;
    float *restrict m;
} bodies_t;

#pragma acc routine seq
static inline float inv_r3(float dx, float dy, float dz)
{
    float r2 = dx * dx + dy * dy + dz * dz + EPS2;
    float r = sqrtf(r2);
    return 1.0f / (r2 * r);
}

static void alloc_bodies(bodies_t *b, int n)
{
    b->n = n;
    b->x = malloc(n * sizeof(float)); b->y = malloc(n * sizeof(float));
    b->z = malloc(n * sizeof(float)); b->vx = malloc(n * sizeof(float));
    b->vy = malloc(n * sizeof(float)); b->vz = malloc(n * sizeof(float));
    b->m = malloc(n * sizeof(float));
}

static void init_bodies(bodies_t *b, unsigned seed)
{
    for (int i = 0; i < b->n; i++) {
        seed = seed * 1103515245u + 12345u;
        float u = (float)(seed >> 9) / 8388608.0f;
        seed = seed * 1103515245u + 12345u;
        float v = (float)(seed >> 9) / 8388608.0f;
        seed = seed * 1103515245u + 12345u;
        float w = (float)(seed >> 9) / 8388608.0f;
        b->x[i] = 2.0f * u - 1.0f;
        b->y[i] = 2.0f * v - 1.0f;
        b->z[i] = 0.2f * (2.0f * w - 1.0f);
        b->vx[i] = -0.3f * b->y[i]; /* a rotating disc */
        b->vy[i] = 0.3f * b->x[i];
        b->vz[i] = 0.0f;
        b->m[i] = 1.0f / b->n * (0.5f + u);
    }
}

static void dev_create(bodies_t *b)
{
    int n = b->n;
#pragma acc enter data copyin(b[0:1])
#pragma acc enter data copyin(b->x[0:n], b->y[0:n], b->z[0:n], b->vx[0:n], b->vy[0:n], \
                              b->vz[0:n], b->m[0:n])
}

static void dev_destroy(bodies_t *b)
{
    int n = b->n;
#pragma acc exit data copyout(b->x[0:n], b->y[0:n], b->z[0:n], b->vx[0:n], b->vy[0:n], \
                              b->vz[0:n]) delete(b->m[0:n])
#pragma acc exit data delete(b[0:1])
}

/* Half kick then drift, on the device: the accelerations of every body by all others. */
static void kick_drift_acc(bodies_t *b, float dt, int drift)
{
    int n = b->n;
#pragma acc parallel loop gang present(b[0:1]) vector_length(64)
    for (int i = 0; i < n; i++) {
        float xi = b->x[i], yi = b->y[i], zi = b->z[i];
        float ax = 0.0f, ay = 0.0f, az = 0.0f;
#pragma acc loop vector reduction(+:ax, ay, az)
        for (int j = 0; j < n; j++) {
            float dx = b->x[j] - xi, dy = b->y[j] - yi, dz = b->z[j] - zi;
            float s = b->m[j] * inv_r3(dx, dy, dz);
            ax += dx * s;
            ay += dy * s;
            az += dz * s;
        }
        b->vx[i] += 0.5f * dt * ax;
        b->vy[i] += 0.5f * dt * ay;
        b->vz[i] += 0.5f * dt * az;
    }
    if (drift) {
#pragma acc parallel loop gang vector present(b[0:1])
        for (int i = 0; i < n; i++) {
            b->x[i] += dt * b->vx[i];
            b->y[i] += dt * b->vy[i];
            b->z[i] += dt * b->vz[i];
        }
    }
}

static void kick_drift_host(bodies_t *b, float dt, int drift)
{
    int n = b->n;
    for (int i = 0; i < n; i++) {
        float xi = b->x[i], yi = b->y[i], zi = b->z[i];
        float ax = 0.0f, ay = 0.0f, az = 0.0f;
        for (int j = 0; j < n; j++) {
            float dx = b->x[j] - xi, dy = b->y[j] - yi, dz = b->z[j] - zi;
            float s = b->m[j] * inv_r3(dx, dy, dz);
            ax += dx * s;
            ay += dy * s;
            az += dz * s;
        }
        b->vx[i] += 0.5f * dt * ax;
        b->vy[i] += 0.5f * dt * ay;
        b->vz[i] += 0.5f * dt * az;
    }
    if (drift)
        for (int i = 0; i < n; i++) {
            b->x[i] += dt * b->vx[i];
            b->y[i] += dt * b->vy[i];
            b->z[i] += dt * b->vz[i];
        }
}

static void energy_acc(bodies_t *b, double *kin, double *pot)
{
    int n = b->n;
    double ke = 0.0, pe = 0.0;
#pragma acc parallel loop gang present(b[0:1]) reduction(+:ke, pe)
    for (int i = 0; i < n; i++) {
        ke += 0.5 * b->m[i] * ((double)b->vx[i] * b->vx[i] + (double)b->vy[i] * b->vy[i] +
                               (double)b->vz[i] * b->vz[i]);
#pragma acc loop vector reduction(+:pe)
        for (int j = i + 1; j < n; j++) {
            double dx = b->x[j] - b->x[i], dy = b->y[j] - b->y[i], dz = b->z[j] - b->z[i];
            pe -= (double)b->m[i] * b->m[j] / sqrt(dx * dx + dy * dy + dz * dz + EPS2);
        }
    }
    *kin = ke;
    *pot = pe;
}

static void energy_host(bodies_t *b, double *kin, double *pot)
{
    double ke = 0.0, pe = 0.0;
    for (int i = 0; i < b->n; i++) {
        ke += 0.5 * b->m[i] * ((double)b->vx[i] * b->vx[i] + (double)b->vy[i] * b->vy[i] +
                               (double)b->vz[i] * b->vz[i]);
        for (int j = i + 1; j < b->n; j++) {
            double dx = b->x[j] - b->x[i], dy = b->y[j] - b->y[i], dz = b->z[j] - b->z[i];
            pe -= (double)b->m[i] * b->m[j] / sqrt(dx * dx + dy * dy + dz * dz + EPS2);
        }
    }
    *kin = ke;
    *pot = pe;
}

static float maxdiff(const float *a, const float *b, int n)
{
    float d = 0;
    for (int i = 0; i < n; i++) d = fmaxf(d, fabsf(a[i] - b[i]));
    return d;
}

int main(void)
{
    bodies_t a, h;
    alloc_bodies(&a, NB);
    alloc_bodies(&h, NB);
    init_bodies(&a, 7u);
    init_bodies(&h, 7u);
    const float dt = 0.01f;
    float snap[NB], snap_h[NB];

    double k0, p0, k1, p1, hk, hp;
    dev_create(&a);
    energy_acc(&a, &k0, &p0);
    for (int s = 0; s < STEPS; s++) {
        kick_drift_acc(&a, dt, 1);
        kick_drift_acc(&a, dt, 0);
        kick_drift_host(&h, dt, 1);
        kick_drift_host(&h, dt, 0);
        if (s == 3) {
#pragma acc update self(a.x[0:NB])
            memcpy(snap, a.x, sizeof snap);
            memcpy(snap_h, h.x, sizeof snap_h);
        }
    }
    energy_acc(&a, &k1, &p1);
    dev_destroy(&a);
    energy_host(&h, &hk, &hp);

    /* summation order differs (vector partial sums): a few float ulps per step */
    float dx = maxdiff(a.x, h.x, NB), dv = maxdiff(a.vx, h.vx, NB);
    float dz = maxdiff(a.z, h.z, NB), dvy = maxdiff(a.vy, h.vy, NB);
    CHECK(dx < 1e-4f && dz < 1e-4f);
    CHECK(dv < 1e-3f && dvy < 1e-3f);
    CHECK(maxdiff(snap, snap_h, NB) < 1e-4f);
    CHECK(fabs(k1 - hk) < 1e-4 * fabs(hk) && fabs(p1 - hp) < 1e-4 * fabs(hp));
    CHECK(fabs((k1 + p1) - (k0 + p0)) < 0.02 * fabs(k0 + p0)); /* energy roughly conserved */
    printf("nbody: dx %.2e dv %.2e, E0 %.6f E1 %.6f\n", dx, dv, k0 + p0, k1 + p1);
    CHECK_DONE();
}

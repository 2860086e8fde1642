/* A 2-D vortex blob method (Biot-Savart velocities of regularized point vortices) as
 * vortex-particle codes write it in OpenACC: blobs as an array of structs, velocities by an
 * all-pairs sum with a Krasny-regularized kernel in a `routine seq` helper returning a struct,
 * `parallel loop gang vector vector_length(64)` over targets with the sum over sources a
 * sequential loop, Heun (RK2) time steps with the predictor and corrector in separate loops
 * over a second struct array, all inside one `data` region with `update self` of the
 * positions every few steps; the total circulation and the linear impulse (sum G x, sum G y),
 * which the method conserves, as reductions. Checked against the host. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NV 96
#define STEPS 6
#define DT 0.02
#define DELTA2 0.01

typedef struct { double x, y, g; } blob_t;
typedef struct { double u, v; } vel_t;

#pragma acc routine seq
static vel_t induced(double tx, double ty, const blob_t *b)
{
    double dx = tx - b->x, dy = ty - b->y;
    double k = b->g / (2.0 * M_PI * (dx * dx + dy * dy + DELTA2));
    vel_t r = {-dy * k, dx * k};
    return r;
}

static void velocity(const blob_t *restrict bl, vel_t *restrict vel, int dev)
{
#pragma acc parallel loop gang vector vector_length(64) present(bl[0:NV], vel[0:NV]) if(dev)
    for (int i = 0; i < NV; i++) {
        double u = 0, v = 0;
        for (int j = 0; j < NV; j++) {
            vel_t w = induced(bl[i].x, bl[i].y, &bl[j]);
            u += w.u; v += w.v;
        }
        vel[i].u = u; vel[i].v = v;
    }
}

static void run(blob_t *b, blob_t *p, vel_t *v1, vel_t *v2, int dev, double imp[2])
{
#pragma acc data copy(b[0:NV]) create(p[0:NV], v1[0:NV], v2[0:NV]) if(dev)
    {
        for (int s = 0; s < STEPS; s++) {
            velocity(b, v1, dev);
#pragma acc parallel loop present(b[0:NV], p[0:NV], v1[0:NV]) if(dev)
            for (int i = 0; i < NV; i++) {
                p[i].x = b[i].x + DT * v1[i].u; p[i].y = b[i].y + DT * v1[i].v; p[i].g = b[i].g;
            }
            velocity(p, v2, dev);
#pragma acc parallel loop present(b[0:NV], v1[0:NV], v2[0:NV]) if(dev)
            for (int i = 0; i < NV; i++) {
                b[i].x += 0.5 * DT * (v1[i].u + v2[i].u);
                b[i].y += 0.5 * DT * (v1[i].v + v2[i].v);
            }
            if (s % 3 == 2) {
#pragma acc update self(b[0:NV]) if(dev)
            }
        }
        double ix = 0, iy = 0;
#pragma acc parallel loop reduction(+:ix, iy) present(b[0:NV]) if(dev)
        for (int i = 0; i < NV; i++) { ix += b[i].g * b[i].x; iy += b[i].g * b[i].y; }
        imp[0] = ix; imp[1] = iy;
    }
}

int main(void)
{
    blob_t *b = malloc(NV * sizeof(blob_t)), *h = malloc(NV * sizeof(blob_t)), *p = malloc(NV * sizeof(blob_t));
    vel_t *v1 = malloc(NV * sizeof(vel_t)), *v2 = malloc(NV * sizeof(vel_t));
    double i0x = 0, i0y = 0;
    for (int i = 0; i < NV; i++) {
        double th = 2.0 * M_PI * i / NV;
        double r = 0.5 + 0.1 * sin(3 * th);
        b[i].x = h[i].x = r * cos(th) + (i % 2) * 0.01;
        b[i].y = h[i].y = 0.6 * r * sin(th);
        b[i].g = h[i].g = (i % 3 == 0 ? 2.0 : 1.0) / NV;
        i0x += b[i].g * b[i].x; i0y += b[i].g * b[i].y;
    }
    double imp[2], himp[2];
    run(b, p, v1, v2, 1, imp);
    run(h, p, v1, v2, 0, himp);
    double md = 0;
    for (int i = 0; i < NV; i++) md = fmax(md, fabs(b[i].x - h[i].x) + fabs(b[i].y - h[i].y));
    CHECK(md < 1e-12);
    CHECK(fabs(imp[0] - himp[0]) < 1e-12 && fabs(imp[1] - himp[1]) < 1e-12);
    CHECK(fabs(imp[0] - i0x) < 1e-4 && fabs(imp[1] - i0y) < 1e-4);
    free(b); free(h); free(p); free(v1); free(v2);
    CHECK_DONE();
}

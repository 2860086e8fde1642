/* Semi-Lagrangian advection as atmospheric dynamical cores write it: each grid point traced
 * back along a solid-body rotation, the departure point interpolated bilinearly on a
 * periodic grid by a `routine seq` (2.15.1), the loops in `kernels` with `loop independent
 * collapse(2)` (2.11, 2.9.9) on arrays a `data` region keeps (2.6.5), the two buffers swapped
 * by pointer with `present` in a function, the tracer's mass and maximum a `+` and a `max`
 * reduction per step (kept in host arrays), and `update self` of the field every 10 steps for
 * output (2.14.4). Checked against the host. */
#include <math.h>
#include <string.h>
#include "check.h"
#define NX 64
#define NY 64
#define STEPS 30
#define I2(j, i) ((j) * NX + (i))

#pragma acc routine seq
static double interp(const double *q, double x, double y)
{
    double fx = floor(x), fy = floor(y);
    int i0 = (int)fx, j0 = (int)fy;
    double a = x - fx, b = y - fy;
    int i1 = i0 + 1, j1 = j0 + 1;
    i0 = (i0 % NX + NX) % NX; i1 = (i1 % NX + NX) % NX;
    j0 = (j0 % NY + NY) % NY; j1 = (j1 % NY + NY) % NY;
    return (1 - a) * (1 - b) * q[I2(j0, i0)] + a * (1 - b) * q[I2(j0, i1)] +
           (1 - a) * b * q[I2(j1, i0)] + a * b * q[I2(j1, i1)];
}

static void advect(const double *restrict q, double *restrict qn, double om, double dt)
{
#pragma acc kernels present(q[0:NX*NY], qn[0:NX*NY])
    {
#pragma acc loop independent collapse(2)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) {
                double x = i - NX / 2.0, y = j - NY / 2.0;
                double u = -om * y, v = om * x;
                double xm = x - 0.5 * dt * u, ym = y - 0.5 * dt * v;
                double xd = x - dt * (-om * ym), yd = y - dt * (om * xm);
                qn[I2(j, i)] = interp(q, xd + NX / 2.0, yd + NY / 2.0);
            }
    }
}

int main(void)
{
    static double a[NX * NY], b[NX * NY], ha[NX * NY], hb[NX * NY], snap[NX * NY];
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) {
            double dx = i - 40.0, dy = j - 32.0;
            a[I2(j, i)] = ha[I2(j, i)] = exp(-(dx * dx + dy * dy) / 20.0);
        }
    const double om = 2 * 3.141592653589793 / 200.0, dt = 1.0;
    double mass[STEPS], peak[STEPS];
    double *q = a, *qn = b;
    int snaps = 0;
#pragma acc data copy(a) create(b)
    {
        for (int s = 0; s < STEPS; s++) {
            advect(q, qn, om, dt);
            double m = 0.0, mx = 0.0;
#pragma acc kernels present(qn[0:NX*NY])
            {
#pragma acc loop reduction(+:m) reduction(max:mx)
                for (int k = 0; k < NX * NY; k++) { m += qn[k]; mx = fmax(mx, qn[k]); }
            }
            mass[s] = m; peak[s] = mx;
            double *t = q; q = qn; qn = t;
            if (s % 10 == 9) {
#pragma acc update self(q[0:NX*NY])
                memcpy(snap, q, sizeof snap);
                snaps++;
            }
        }
    }
    double *hq = ha, *hqn = hb;
    int bad = 0;
    for (int s = 0; s < STEPS; s++) {
        double m = 0.0, mx = 0.0;
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) {
                double x = i - NX / 2.0, y = j - NY / 2.0;
                double xm = x - 0.5 * dt * (-om * y), ym = y - 0.5 * dt * (om * x);
                hqn[I2(j, i)] = interp(hq, x - dt * (-om * ym) + NX / 2.0, y - dt * (om * xm) + NY / 2.0);
            }
        for (int k = 0; k < NX * NY; k++) { m += hqn[k]; mx = fmax(mx, hqn[k]); }
        bad += fabs(m - mass[s]) > 1e-9 * m || fabs(mx - peak[s]) > 1e-12;
        double *t = hq; hq = hqn; hqn = t;
    }
    CHECK(bad == 0 && snaps == 3);
    double e = 0.0;
    for (int k = 0; k < NX * NY; k++) e = fmax(e, fabs(snap[k] - hq[k]) + fabs(q[k] - hq[k]));
    CHECK(e < 1e-12);
    CHECK(peak[STEPS - 1] < 1.0 && peak[STEPS - 1] > 0.5);
    CHECK_DONE();
}

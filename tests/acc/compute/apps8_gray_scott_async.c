/* A Gray-Scott reaction-diffusion simulation with an asynchronous output pipeline, as
 * pattern-formation codes overlap compute and I/O: two species on a periodic grid in a struct
 * of two arrays, the update a `parallel loop collapse(2)` on queue 1, every few steps a
 * snapshot of `v` copied to a device staging buffer on queue 1 and brought back with `update
 * self` on queue 2 after `wait(1) async(2)` (2.16.2), the host reading the previous
 * snapshot while the device works, `wait(2)` before each read; min/max of `v` as reductions
 * with `async` and a `wait` before use. Checked against the host. */
#include <math.h>
#include <string.h>
#include "check.h"
#define N 48
#define STEPS 40
#define EVERY 10
#define ID(j, i) ((((j) + N) % N) * N + (((i) + N) % N))
typedef struct { double *u, *v; } field_t;

static void host_step(const double *u, const double *v, double *un, double *vn, double Du, double Dv, double F, double K)
{
    for (int j = 0; j < N; j++)
        for (int i = 0; i < N; i++) {
            double lu = u[ID(j - 1, i)] + u[ID(j + 1, i)] + u[ID(j, i - 1)] + u[ID(j, i + 1)] - 4 * u[ID(j, i)];
            double lv = v[ID(j - 1, i)] + v[ID(j + 1, i)] + v[ID(j, i - 1)] + v[ID(j, i + 1)] - 4 * v[ID(j, i)];
            double uvv = u[ID(j, i)] * v[ID(j, i)] * v[ID(j, i)];
            un[ID(j, i)] = u[ID(j, i)] + Du * lu - uvv + F * (1 - u[ID(j, i)]);
            vn[ID(j, i)] = v[ID(j, i)] + Dv * lv + uvv - (F + K) * v[ID(j, i)];
        }
}

int main(void)
{
    const double Du = 0.16, Dv = 0.08, F = 0.035, K = 0.065;
    field_t a = {malloc(N * N * sizeof(double)), malloc(N * N * sizeof(double))};
    field_t b = {malloc(N * N * sizeof(double)), malloc(N * N * sizeof(double))};
    double *hu = malloc(N * N * sizeof(double)), *hv = malloc(N * N * sizeof(double));
    double *hun = malloc(N * N * sizeof(double)), *hvn = malloc(N * N * sizeof(double));
    double *stage = malloc(N * N * sizeof(double));
    double snap_sum[STEPS / EVERY], hsnap_sum[STEPS / EVERY];
    for (int q = 0; q < N * N; q++) {
        int j = q / N, i = q % N;
        a.u[q] = hu[q] = 1.0;
        a.v[q] = hv[q] = (abs(j - N / 2) < 4 && abs(i - N / 2) < 4) ? 0.5 + 0.01 * (q % 7) : 0.0;
    }
    int ns = 0;
    for (int s = 1; s <= STEPS; s++) {
        host_step(hu, hv, hun, hvn, Du, Dv, F, K);
        memcpy(hu, hun, N * N * sizeof(double));
        memcpy(hv, hvn, N * N * sizeof(double));
        if (s % EVERY == 0) {
            double t = 0.0;
            for (int q = 0; q < N * N; q++) t += hv[q];
            hsnap_sum[ns++] = t;
        }
    }
    double *u0 = a.u, *v0 = a.v, *u1 = b.u, *v1 = b.v;
    ns = 0;
    double vmin = 1e9, vmax = -1e9;
#pragma acc data copy(u0[0:N*N], v0[0:N*N]) create(u1[0:N*N], v1[0:N*N], stage[0:N*N])
    {
        int pending = 0;
        for (int s = 1; s <= STEPS; s++) {
            double *uc = s % 2 ? u0 : u1, *vc = s % 2 ? v0 : v1, *un = s % 2 ? u1 : u0, *vn = s % 2 ? v1 : v0;
#pragma acc parallel loop collapse(2) present(uc[0:N*N], vc[0:N*N], un[0:N*N], vn[0:N*N]) async(1)
            for (int j = 0; j < N; j++)
                for (int i = 0; i < N; i++) {
                    double lu = uc[ID(j - 1, i)] + uc[ID(j + 1, i)] + uc[ID(j, i - 1)] + uc[ID(j, i + 1)] - 4 * uc[ID(j, i)];
                    double lv = vc[ID(j - 1, i)] + vc[ID(j + 1, i)] + vc[ID(j, i - 1)] + vc[ID(j, i + 1)] - 4 * vc[ID(j, i)];
                    double uvv = uc[ID(j, i)] * vc[ID(j, i)] * vc[ID(j, i)];
                    un[ID(j, i)] = uc[ID(j, i)] + Du * lu - uvv + F * (1 - uc[ID(j, i)]);
                    vn[ID(j, i)] = vc[ID(j, i)] + Dv * lv + uvv - (F + K) * vc[ID(j, i)];
                }
            if (s % EVERY == 0) {
                if (pending) {
#pragma acc wait(2)
                    double t = 0.0;
                    for (int q = 0; q < N * N; q++) t += stage[q];
                    snap_sum[ns++] = t;
                }
#pragma acc parallel loop present(vn[0:N*N], stage[0:N*N]) async(1)
                for (int q = 0; q < N * N; q++) stage[q] = vn[q];
#pragma acc wait(1) async(2)
#pragma acc update self(stage[0:N*N]) async(2)
                pending = 1;
            }
        }
#pragma acc wait(2)
        double t = 0.0;
        for (int q = 0; q < N * N; q++) t += stage[q];
        snap_sum[ns++] = t;
#pragma acc parallel loop present(v0[0:N*N]) reduction(min:vmin) reduction(max:vmax) async(1)
        for (int q = 0; q < N * N; q++) {
            vmin = fmin(vmin, v0[q]);
            vmax = fmax(vmax, v0[q]);
        }
#pragma acc wait(1)
    }
    CHECK(ns == STEPS / EVERY);
    for (int k = 0; k < ns; k++) CHECK(fabs(snap_sum[k] - hsnap_sum[k]) < 1e-9 * (1 + hsnap_sum[k]));
    int bad = 0;
    double hmin = 1e9, hmax = -1e9;
    for (int q = 0; q < N * N; q++) {
        if (fabs(a.u[q] - hu[q]) > 1e-12 || fabs(a.v[q] - hv[q]) > 1e-12) bad++;
        hmin = fmin(hmin, hv[q]);
        hmax = fmax(hmax, hv[q]);
    }
    CHECK(bad == 0);
    CHECK(vmin == hmin && vmax == hmax);
    free(a.u); free(a.v); free(b.u); free(b.v); free(hu); free(hv); free(hun); free(hvn); free(stage);
    CHECK_DONE();
}

/* The Aliev-Panfilov cardiac excitation model (a 2-D monodomain with a two-variable reaction) as
 * cardiac codes pipeline it: the diffusion step and the ODE step as separate kernels on one
 * `async(1)` queue (2.16), the no-flux boundary by a mirror in a third kernel on the same
 * queue, a stimulus applied by an `async(1)` `serial` region at a set step, the activation
 * times recorded on the device, and every OUT steps an `update self(...) async(1)` of the
 * membrane potential followed by `wait(1)` before the host reads it (the "output"). The arrays
 * `enter data`/`exit data` in init/finalize helpers, `present` on every construct. Checked
 * against the host model. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define N 66
#define STEPS 120
#define OUT 30
#define IDX(i, j) ((i) * N + (j))

static double *E, *En, *R;
static int *act;

static void init(void)
{
    E = calloc(N * N, sizeof(double)); En = calloc(N * N, sizeof(double));
    R = calloc(N * N, sizeof(double)); act = malloc(N * N * sizeof(int));
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) { if (j < 4) E[IDX(i, j)] = 1.0; act[IDX(i, j)] = -1; }
#pragma acc enter data copyin(E[0:N*N], R[0:N*N], act[0:N*N]) create(En[0:N*N])
}

static void finalize(void)
{
#pragma acc exit data delete(E[0:N*N], En[0:N*N], R[0:N*N]) copyout(act[0:N*N])
}

static void host_run(double *e, double *en, double *r, int *ac, int steps)
{
    const double dt = 0.02, k = 8.0, a = 0.1, eps0 = 0.002, mu1 = 0.2, mu2 = 0.3, D = 1.0;
    for (int s = 1; s <= steps; s++) {
        for (int i = 1; i < N - 1; i++) { e[IDX(i, 0)] = e[IDX(i, 2)]; e[IDX(i, N - 1)] = e[IDX(i, N - 3)]; }
        for (int j = 0; j < N; j++) { e[IDX(0, j)] = e[IDX(2, j)]; e[IDX(N - 1, j)] = e[IDX(N - 3, j)]; }
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                en[IDX(i, j)] = e[IDX(i, j)] + dt * D * (e[IDX(i + 1, j)] + e[IDX(i - 1, j)] + e[IDX(i, j + 1)] + e[IDX(i, j - 1)] - 4 * e[IDX(i, j)]) / 0.25;
        if (s == 60) for (int i = 1; i < 12; i++) for (int j = 1; j < 12; j++) en[IDX(i, j)] = 1.0;
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++) {
                double v = en[IDX(i, j)], w = r[IDX(i, j)];
                v -= dt * (k * v * (v - a) * (v - 1) + v * w);
                w += dt * (eps0 + mu1 * w / (v + mu2)) * (-w - k * v * (v - a - 1));
                e[IDX(i, j)] = v; r[IDX(i, j)] = w;
                if (v > 0.5 && ac[IDX(i, j)] < 0) ac[IDX(i, j)] = s;
            }
    }
}

int main(void)
{
    init();
    const double dt = 0.02, k = 8.0, a = 0.1, eps0 = 0.002, mu1 = 0.2, mu2 = 0.3, D = 1.0;
    double he[N * N], hen[N * N], hr[N * N];
    int hac[N * N];
    for (int p = 0; p < N * N; p++) { he[p] = E[p]; hen[p] = 0; hr[p] = 0; hac[p] = -1; }
    double *e = E, *en = En, *r = R;
    int *ac = act, outputs = 0;
    double maxv = 0;
    for (int s = 1; s <= STEPS; s++) {
#pragma acc parallel loop present(e[0:N*N]) async(1)
        for (int i = 1; i < N - 1; i++) { e[IDX(i, 0)] = e[IDX(i, 2)]; e[IDX(i, N - 1)] = e[IDX(i, N - 3)]; }
#pragma acc parallel loop present(e[0:N*N]) async(1)
        for (int j = 0; j < N; j++) { e[IDX(0, j)] = e[IDX(2, j)]; e[IDX(N - 1, j)] = e[IDX(N - 3, j)]; }
#pragma acc parallel loop collapse(2) present(e[0:N*N], en[0:N*N]) async(1)
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                en[IDX(i, j)] = e[IDX(i, j)] + dt * D * (e[IDX(i + 1, j)] + e[IDX(i - 1, j)] + e[IDX(i, j + 1)] + e[IDX(i, j - 1)] - 4 * e[IDX(i, j)]) / 0.25;
        if (s == 60) {
#pragma acc serial present(en[0:N*N]) async(1)
            for (int i = 1; i < 12; i++) for (int j = 1; j < 12; j++) en[IDX(i, j)] = 1.0;
        }
#pragma acc parallel loop collapse(2) present(e[0:N*N], en[0:N*N], r[0:N*N], ac[0:N*N]) async(1)
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++) {
                double v = en[IDX(i, j)], w = r[IDX(i, j)];
                v -= dt * (k * v * (v - a) * (v - 1) + v * w);
                w += dt * (eps0 + mu1 * w / (v + mu2)) * (-w - k * v * (v - a - 1));
                e[IDX(i, j)] = v; r[IDX(i, j)] = w;
                if (v > 0.5 && ac[IDX(i, j)] < 0) ac[IDX(i, j)] = s;
            }
        if (s % OUT == 0) {
#pragma acc update self(e[0:N*N]) async(1)
#pragma acc wait(1)
            outputs++;
            for (int p = 0; p < N * N; p++) maxv = fmax(maxv, e[p]);
        }
    }
#pragma acc wait
    finalize();
    host_run(he, hen, hr, hac, STEPS);
    double err = 0;
    int bad = 0, reached = 0;
    for (int p = 0; p < N * N; p++) {
        err = fmax(err, fabs(E[p] - he[p]));
        bad += act[p] != hac[p];
        reached += act[p] > 0;
    }
    CHECK(outputs == STEPS / OUT);
    CHECK(err < 1e-9);
    CHECK(bad == 0);
    CHECK(reached > N && maxv > 0.8);
    free(E); free(En); free(R); free(act);
    CHECK_DONE();
}

/* Kuramoto oscillators as coupled-oscillator codes write them: the coupling term of each
 * oscillator, (K/N) sum_j sin(theta_j - theta_i), computed by a `routine vector` (2.15.1)
 * whose `loop vector reduction(+:s)` spreads the sum over the vector lanes, called from a
 * `parallel loop gang` (the gang-redundant call site of 2.15.1), Heun's method with the
 * predictor in a second array, the order parameter r = |<e^{i theta}>| two reductions in
 * one loop, `enter data` / `exit data` in init/finalize functions (2.6.6) and `present`
 * in between. Checked against the same steps on the host. */
#include <math.h>
#include "check.h"
#define N 256
#define STEPS 30

#pragma acc routine vector
static double coupling(const double *restrict th, double ti, int n)
{
    double s = 0.0;
#pragma acc loop vector reduction(+:s)
    for (int j = 0; j < n; j++) s += sin(th[j] - ti);
    return s / n;
}

static double theta[N], omega[N], pred[N], dth[N];

static void init(void)
{
    for (int i = 0; i < N; i++) {
        theta[i] = 3.141592653589793 * ((i * 37) % N) / N;
        omega[i] = 0.5 * ((double)((i * 101) % 97) / 97.0 - 0.5);
    }
#pragma acc enter data copyin(theta, omega) create(pred, dth)
}

static void finalize(void)
{
#pragma acc exit data copyout(theta) delete(omega, pred, dth)
}

static void step(double K, double dt)
{
#pragma acc parallel loop gang present(theta, omega, pred, dth)
    for (int i = 0; i < N; i++) {
        double d = omega[i] + K * coupling(theta, theta[i], N);
        dth[i] = d;
        pred[i] = theta[i] + dt * d;
    }
#pragma acc parallel loop gang present(theta, omega, pred, dth)
    for (int i = 0; i < N; i++) {
        double d = omega[i] + K * coupling(pred, pred[i], N);
        theta[i] += 0.5 * dt * (dth[i] + d);
    }
}

static double host_coupling(const double *th, double ti)
{
    double s = 0.0;
    for (int j = 0; j < N; j++) s += sin(th[j] - ti);
    return s / N;
}

int main(void)
{
    const double K = 2.0, dt = 0.05;
    static double ht[N], hp[N], hd[N];
    init();
    for (int i = 0; i < N; i++) ht[i] = theta[i];
    for (int s = 0; s < STEPS; s++) {
        for (int i = 0; i < N; i++) {
            hd[i] = omega[i] + K * host_coupling(ht, ht[i]);
            hp[i] = ht[i] + dt * hd[i];
        }
        for (int i = 0; i < N; i++) ht[i] += 0.5 * dt * (hd[i] + omega[i] + K * host_coupling(hp, hp[i]));
    }
    for (int s = 0; s < STEPS; s++) step(K, dt);
    double re = 0.0, im = 0.0;
#pragma acc parallel loop present(theta) reduction(+:re, im)
    for (int i = 0; i < N; i++) { re += cos(theta[i]); im += sin(theta[i]); }
    finalize();
    double hre = 0.0, him = 0.0, err = 0.0;
    for (int i = 0; i < N; i++) {
        hre += cos(ht[i]); him += sin(ht[i]);
        err = fmax(err, fabs(theta[i] - ht[i]));
    }
    double r = sqrt(re * re + im * im) / N, hr = sqrt(hre * hre + him * him) / N;
    CHECK(err < 1e-9);
    CHECK(fabs(r - hr) < 1e-9);
    CHECK(r > 0.6);
    CHECK_DONE();
}

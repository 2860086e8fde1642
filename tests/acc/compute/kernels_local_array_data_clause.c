/* kernels (OpenACC 3.3, 2.5.3, 2.9.7): a local array whose address the function never takes
 * is reached through no pointer, also when a data clause names it (the construct's own
 * `copyout(r)`, an enclosing `data create(t)`, `update self(t)`): mapping an object gives no
 * pointer its address. An autocorrelation filling `double r[64]` from a malloc'd signal was
 * "Complex loop carried dependence of 'r'": its lag loop ran in sequence in one gang, and a
 * plain fill loop in one thread. A local whose address is taken (`double *q = w;`) may be
 * the pointer's target: that loop stays sequential. The .minfo beside this file is the
 * schedule. */
#include <stdlib.h>
#include "check.h"

#define NS 2000
#define LAGS 64

static void autocorr(const float *x, double *out) {
    double r[LAGS];
#pragma acc kernels copyin(x[0:NS]) copyout(r)
    for (int lag = 0; lag < LAGS; lag++) {
        double s = 0;
        for (int n = 0; n < NS - lag; n++) s += x[n] * x[n + lag];
        r[lag] = s;
    }
    for (int k = 0; k < LAGS; k++) out[k] = r[k];
}

static void scaled(const float *x, double *out) {
    double t[LAGS];
#pragma acc data create(t)
    {
#pragma acc kernels copyin(x[0:LAGS])
        for (int k = 0; k < LAGS; k++) t[k] = x[k] * 2.0;
#pragma acc update self(t)
    }
    for (int k = 0; k < LAGS; k++) out[k] = t[k];
}

static double escaped(const float *x) {
    double w[LAGS];
    double *q = w;
    q[0] = 0.0;
#pragma acc kernels copyin(x[0:LAGS]) copyout(w)
    for (int k = 0; k < LAGS; k++) w[k] = x[k] * 3.0;
    return w[LAGS - 1];
}

int main(void) {
    float *x = malloc(sizeof(float) * NS);
    for (int i = 0; i < NS; i++) x[i] = (float)((i * 7) % 13) - 6.0f;
    double r[LAGS], t[LAGS];
    autocorr(x, r);
    scaled(x, t);
    for (int lag = 0; lag < LAGS; lag++) {
        double s = 0;
        for (int n = 0; n < NS - lag; n++) s += x[n] * x[n + lag];
        CHECK(r[lag] == s); /* small integers: exact in any order */
        CHECK(t[lag] == x[lag] * 2.0);
    }
    CHECK(escaped(x) == x[LAGS - 1] * 3.0);
    free(x);
    CHECK_DONE();
}

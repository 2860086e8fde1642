/* OpenACC 3.3, 2.5.13 firstprivate / 2.5.12 private and 2.7 data clauses with _Complex
 * values: a complex scalar firstprivate, a struct holding float _Complex and double _Complex
 * members copied in, complex locals private per iteration, and a seq routine taking and
 * returning double _Complex (C11 6.2.5p11; creal/cimag/conj from <complex.h>, 7.3). */
#include <complex.h>
#include "check.h"
#define N 80
struct wave { float complex k; double complex phase; int n; };
#pragma acc routine seq
static double complex rot(double complex z, int q) {
    switch (q & 3) {
    case 0: return z;
    case 1: return I * z;
    case 2: return -z;
    default: return -I * z;
    }
}
int main(void) {
    struct wave w = {.k = 0.5f + 2.0f * I, .phase = -1.0 + 0.25 * I, .n = 3};
    double complex shift = 2.0 - 3.0 * I;
    double complex out[N];
    double mag[N];
    double complex t;
#pragma acc parallel loop copyin(w) firstprivate(shift) private(t) copyout(out, mag)
    for (int i = 0; i < N; i++) {
        t = rot((double complex)w.k * i + w.phase, i + w.n);
        out[i] = t + shift;
        mag[i] = creal(t) * creal(t) + cimag(t) * cimag(t) + creal(conj(shift)) - cimag(conj(shift));
    }
    for (int i = 0; i < N; i++) {
        double complex tr = rot((double complex)w.k * i + w.phase, i + w.n);
        CHECK(out[i] == tr + shift);
        CHECK(mag[i] == creal(tr) * creal(tr) + cimag(tr) * cimag(tr) + 2.0 - 3.0);
    }
    float complex acc = 0;
    CHECK(crealf(acc) == 0.0f);
#pragma acc kernels copy(acc) copyin(w)
    {
        for (int i = 0; i < 4; i++) acc = acc * I + w.k;
    }
    float complex ar = 0;
    for (int i = 0; i < 4; i++) ar = ar * I + w.k;
    CHECK(acc == ar);
    CHECK_DONE();
}

/* nexttoward and nexttowardf (C11 7.12.11.4) in a compute region (OpenACC 3.3, 2.5.1): the
 * region ran on the host only ("a call of 'nexttoward', which has no definition in this
 * file"): CUDA has neither, and their long double `y` is a double in device code. Steps up,
 * down, to an equal `y`, from zero, at the largest finite value, and with NaNs. */
#include <math.h>
#include <float.h>
#include "check.h"

enum { N = 8 };

int main(void) {
    const double xs[N] = {1.0, -1.0, 0.0, -0.0, DBL_MAX, 3.5, NAN, 1e-300};
    const long double ys[N] = {2.0L, -2.0L, 1.0L, -1.0L, INFINITY, 3.5L, 0.0L, NAN};
    double d[N];
    float f[N];
#pragma acc parallel loop copyin(xs, ys) copyout(d, f)
    for (int i = 0; i < N; i++) {
        d[i] = nexttoward(xs[i], ys[i]);
        f[i] = nexttowardf((float)xs[i], ys[i]);
    }
    for (int i = 0; i < N; i++) {
        double wd = nexttoward(xs[i], ys[i]);
        float wf = nexttowardf((float)xs[i], ys[i]);
        CHECK((isnan(wd) && isnan(d[i])) || (d[i] == wd && signbit(d[i]) == signbit(wd)));
        CHECK((isnan(wf) && isnan(f[i])) || (f[i] == wf && signbit(f[i]) == signbit(wf)));
    }
    CHECK_DONE();
}

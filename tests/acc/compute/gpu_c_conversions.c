/* C11 6.3.1.4 / 6.3.1.5 (real floating and integer conversions) and 6.4.4.2 (floating
 * constants) in compute regions: float to int truncation toward zero (positive and negative),
 * int and long long to float and double (rounding of values not representable), double to
 * float rounding, unsigned long long to double above 2^63, float constants vs double
 * constants (1.1f != 1.1), float arithmetic done in float (no excess precision), hexadecimal
 * floating constants, INFINITY/NaN-free special values from operations (1/0.0, 0/0.0, signed
 * zero) and their comparisons. */
#include "check.h"
#include <math.h>

enum { N = 200, K = 16 };

#pragma acc routine seq
static void conv(int i, double *r) {
    double d = (i - 100) * 1.37;
    float f = (float)d;
    long long big = (1LL << 53) + 2 * i + 1; /* odd: not representable in double beyond 2^53 */
    unsigned long long ub = 0x8000000000000000ULL + (unsigned long long)i * 4097;
    r[0] = (int)d;
    r[1] = (int)f;
    r[2] = (double)(float)big;
    r[3] = (double)big;
    r[4] = (float)d;
    r[5] = (double)ub;
    r[6] = (1.1f == 1.1) + 2 * (1.5f == 1.5);
    float a = 16777216.0f, b = (float)(i % 3);
    r[7] = a + b;               /* float arithmetic: 2^24 + 1 rounds to 2^24 */
    r[8] = 0x1.8p3 + 0x1p-2;    /* 12.25 */
    double zero = (i % 2) ? 0.0 : -0.0;
    double inf = 1.0 / zero;
    r[9] = inf > 0 ? 1 : -1;
    double nan = zero / zero;
    r[10] = (nan != nan) + 2 * (nan < 1.0) + 4 * isnan(nan);
    r[11] = (unsigned)(f < 0 ? -f : f);
    r[12] = (long long)(d * 1e10);
    r[13] = (short)(int)(d * 100);
    r[14] = (float)(1.0 / 3.0);
    r[15] = (double)(1.0f / 3.0f);
}

int main(void) {
    static double got[N][K];
#pragma acc parallel loop copyout(got)
    for (int i = 0; i < N; i++) conv(i, got[i]);
    for (int i = 0; i < N; i++) {
        double want[K];
        conv(i, want);
        for (int k = 0; k < K; k++) {
            int same = got[i][k] == want[k] || (got[i][k] != got[i][k] && want[k] != want[k]);
            if (!same) fprintf(stderr, "i=%d r[%d]: device %.17g host %.17g\n", i, k, got[i][k], want[k]);
            CHECK(same);
        }
    }
    CHECK_DONE();
}

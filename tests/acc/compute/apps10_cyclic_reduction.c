/* Many tridiagonal systems solved by cyclic reduction (Hockney), as batched solvers offload
 * them: one system of 2^k - 1 unknowns per gang, the forward reduction's levels on the host
 * side of the gang loop body (a `loop seq`-free plain `for`) each with a `loop vector` over the
 * equations eliminated at that level (stride doubling, every equation written by one lane), the
 * back substitution level by level the same way; the coefficient arrays gang-private copies
 * (`private(a, b, c, d)`) filled from the global data, the solution written out. Checked by
 * the residual against the original systems and against the host's Thomas solve. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define NSYS 40
#define LOGN 6
#define NE ((1 << LOGN) - 1)

int main(void)
{
    double *A = malloc(NSYS * NE * sizeof(double)), *Bd = malloc(NSYS * NE * sizeof(double));
    double *C = malloc(NSYS * NE * sizeof(double)), *D = malloc(NSYS * NE * sizeof(double)), *X = malloc(NSYS * NE * sizeof(double));
    for (int s = 0; s < NSYS; s++)
        for (int i = 0; i < NE; i++) {
            int k = s * NE + i;
            A[k] = i == 0 ? 0.0 : -1.0 - 0.01 * ((s + i) % 5);
            C[k] = i == NE - 1 ? 0.0 : -1.0 + 0.01 * ((s * 3 + i) % 7);
            Bd[k] = 4.0 + 0.1 * (s % 3);
            D[k] = sin(0.1 * i + s);
        }
    double a[NE], b[NE], c[NE], d[NE], x[NE];
#pragma acc parallel loop gang vector_length(32) private(a, b, c, d, x) copyin(A[0:NSYS*NE], Bd[0:NSYS*NE], C[0:NSYS*NE], D[0:NSYS*NE]) copyout(X[0:NSYS*NE])
    for (int s = 0; s < NSYS; s++) {
#pragma acc loop vector
        for (int i = 0; i < NE; i++) { a[i] = A[s * NE + i]; b[i] = Bd[s * NE + i]; c[i] = C[s * NE + i]; d[i] = D[s * NE + i]; }
        /* forward reduction: at stride st, equations i = 2st-1, 4st-1, ... absorb i-st and i+st */
        for (int st = 1; st < (NE + 1) / 2; st *= 2) {
#pragma acc loop vector
            for (int i = 2 * st - 1; i < NE; i += 2 * st) {
                double al = a[i] / b[i - st], ga = c[i] / b[i + st];
                b[i] -= al * c[i - st] + ga * a[i + st];
                d[i] -= al * d[i - st] + ga * d[i + st];
                a[i] = -al * a[i - st];
                c[i] = -ga * c[i + st];
            }
        }
        int mid = (NE - 1) / 2;
        x[mid] = d[mid] / b[mid];
        for (int st = (NE + 1) / 4; st >= 1; st /= 2) {
#pragma acc loop vector
            for (int i = st - 1; i < NE; i += 2 * st) {
                double left = i - st >= 0 ? x[i - st] : 0.0, right = i + st < NE ? x[i + st] : 0.0;
                x[i] = (d[i] - a[i] * left - c[i] * right) / b[i];
            }
        }
#pragma acc loop vector
        for (int i = 0; i < NE; i++) X[s * NE + i] = x[i];
    }
    double res = 0, diff = 0;
    for (int s = 0; s < NSYS; s++) {
        double cp[NE], dp[NE], xt[NE];
        const double *a0 = A + s * NE, *b0 = Bd + s * NE, *c0 = C + s * NE, *d0 = D + s * NE, *xs = X + s * NE;
        for (int i = 0; i < NE; i++) {
            double r = b0[i] * xs[i] - d0[i];
            if (i > 0) r += a0[i] * xs[i - 1];
            if (i < NE - 1) r += c0[i] * xs[i + 1];
            res = fmax(res, fabs(r));
        }
        cp[0] = c0[0] / b0[0]; dp[0] = d0[0] / b0[0];
        for (int i = 1; i < NE; i++) {
            double m = b0[i] - a0[i] * cp[i - 1];
            cp[i] = c0[i] / m; dp[i] = (d0[i] - a0[i] * dp[i - 1]) / m;
        }
        xt[NE - 1] = dp[NE - 1];
        for (int i = NE - 2; i >= 0; i--) xt[i] = dp[i] - cp[i] * xt[i + 1];
        for (int i = 0; i < NE; i++) diff = fmax(diff, fabs(xt[i] - xs[i]));
    }
    CHECK(res < 1e-12);
    CHECK(diff < 1e-12);
    free(A); free(Bd); free(C); free(D); free(X);
    CHECK_DONE();
}

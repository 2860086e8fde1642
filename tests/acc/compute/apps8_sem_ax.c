/* The spectral-element Laplacian "Ax" kernel of Nek5000/CEED bake-off style codes, as
 * OpenACC ports write it: per element, the local gradients by the 1-D derivative matrix
 * applied along each of the three directions of an N^3 tensor-product block, scaled by six
 * geometric factors, then the transposed derivatives; one element per gang (`parallel loop
 * gang`), the nodes a `loop vector collapse(3)` (2.9.1), the gradient work arrays `private`
 * to the gang (2.5.13) as 3-D arrays, the derivative matrix a `cache`d small array, restrict
 * pointer parameters, and the global dot product `(u, Au)` a `reduction(+:)`. A second
 * version in `kernels` with `loop independent` over the elements checks the same numbers.
 * Checked against the host. */
#include <math.h>
#include "check.h"
#define NQ 6
#define NE 40
#define NP3 (NQ * NQ * NQ)
#define U3(u, e, k, j, i) (u)[(e) * NP3 + ((k) * NQ + (j)) * NQ + (i)]
#define G6(g, e, c, k, j, i) (g)[((e) * 6 + (c)) * NP3 + ((k) * NQ + (j)) * NQ + (i)]

static void ax_host(const double *D, const double *g, const double *u, double *w)
{
    for (int e = 0; e < NE; e++) {
        double ur[NQ][NQ][NQ], us[NQ][NQ][NQ], ut[NQ][NQ][NQ];
        for (int k = 0; k < NQ; k++)
            for (int j = 0; j < NQ; j++)
                for (int i = 0; i < NQ; i++) {
                    double r = 0, s = 0, t = 0;
                    for (int m = 0; m < NQ; m++) {
                        r += D[i * NQ + m] * U3(u, e, k, j, m);
                        s += D[j * NQ + m] * U3(u, e, k, m, i);
                        t += D[k * NQ + m] * U3(u, e, m, j, i);
                    }
                    ur[k][j][i] = G6(g, e, 0, k, j, i) * r + G6(g, e, 1, k, j, i) * s + G6(g, e, 2, k, j, i) * t;
                    us[k][j][i] = G6(g, e, 1, k, j, i) * r + G6(g, e, 3, k, j, i) * s + G6(g, e, 4, k, j, i) * t;
                    ut[k][j][i] = G6(g, e, 2, k, j, i) * r + G6(g, e, 4, k, j, i) * s + G6(g, e, 5, k, j, i) * t;
                }
        for (int k = 0; k < NQ; k++)
            for (int j = 0; j < NQ; j++)
                for (int i = 0; i < NQ; i++) {
                    double a = 0;
                    for (int m = 0; m < NQ; m++)
                        a += D[m * NQ + i] * ur[k][j][m] + D[m * NQ + j] * us[k][m][i] + D[m * NQ + k] * ut[m][j][i];
                    U3(w, e, k, j, i) = a;
                }
    }
}

static double ax_parallel(const double *restrict D, const double *restrict g, const double *restrict u, double *restrict w)
{
    double dot = 0.0;
    double ur[NQ][NQ][NQ], us[NQ][NQ][NQ], ut[NQ][NQ][NQ];
#pragma acc parallel loop gang private(ur, us, ut) present(D[0:NQ*NQ], g[0:NE*6*NP3], u[0:NE*NP3], w[0:NE*NP3]) reduction(+:dot)
    for (int e = 0; e < NE; e++) {
#pragma acc cache(D[0:NQ*NQ])
#pragma acc loop vector collapse(3)
        for (int k = 0; k < NQ; k++)
            for (int j = 0; j < NQ; j++)
                for (int i = 0; i < NQ; i++) {
                    double r = 0, s = 0, t = 0;
                    for (int m = 0; m < NQ; m++) {
                        r += D[i * NQ + m] * U3(u, e, k, j, m);
                        s += D[j * NQ + m] * U3(u, e, k, m, i);
                        t += D[k * NQ + m] * U3(u, e, m, j, i);
                    }
                    ur[k][j][i] = G6(g, e, 0, k, j, i) * r + G6(g, e, 1, k, j, i) * s + G6(g, e, 2, k, j, i) * t;
                    us[k][j][i] = G6(g, e, 1, k, j, i) * r + G6(g, e, 3, k, j, i) * s + G6(g, e, 4, k, j, i) * t;
                    ut[k][j][i] = G6(g, e, 2, k, j, i) * r + G6(g, e, 4, k, j, i) * s + G6(g, e, 5, k, j, i) * t;
                }
#pragma acc loop vector collapse(3) reduction(+:dot)
        for (int k = 0; k < NQ; k++)
            for (int j = 0; j < NQ; j++)
                for (int i = 0; i < NQ; i++) {
                    double a = 0;
                    for (int m = 0; m < NQ; m++)
                        a += D[m * NQ + i] * ur[k][j][m] + D[m * NQ + j] * us[k][m][i] + D[m * NQ + k] * ut[m][j][i];
                    U3(w, e, k, j, i) = a;
                    dot += a * U3(u, e, k, j, i);
                }
    }
    return dot;
}

static void ax_kernels(const double *restrict D, const double *restrict g, const double *restrict u, double *restrict w)
{
#pragma acc kernels present(D[0:NQ*NQ], g[0:NE*6*NP3], u[0:NE*NP3], w[0:NE*NP3])
    {
#pragma acc loop independent gang
        for (int e = 0; e < NE; e++) {
            double ur[NQ][NQ][NQ], us[NQ][NQ][NQ], ut[NQ][NQ][NQ];
#pragma acc loop independent vector collapse(3)
            for (int k = 0; k < NQ; k++)
                for (int j = 0; j < NQ; j++)
                    for (int i = 0; i < NQ; i++) {
                        double r = 0, s = 0, t = 0;
                        for (int m = 0; m < NQ; m++) {
                            r += D[i * NQ + m] * U3(u, e, k, j, m);
                            s += D[j * NQ + m] * U3(u, e, k, m, i);
                            t += D[k * NQ + m] * U3(u, e, m, j, i);
                        }
                        ur[k][j][i] = G6(g, e, 0, k, j, i) * r + G6(g, e, 1, k, j, i) * s + G6(g, e, 2, k, j, i) * t;
                        us[k][j][i] = G6(g, e, 1, k, j, i) * r + G6(g, e, 3, k, j, i) * s + G6(g, e, 4, k, j, i) * t;
                        ut[k][j][i] = G6(g, e, 2, k, j, i) * r + G6(g, e, 4, k, j, i) * s + G6(g, e, 5, k, j, i) * t;
                    }
#pragma acc loop independent vector collapse(3)
            for (int k = 0; k < NQ; k++)
                for (int j = 0; j < NQ; j++)
                    for (int i = 0; i < NQ; i++) {
                        double a = 0;
                        for (int m = 0; m < NQ; m++)
                            a += D[m * NQ + i] * ur[k][j][m] + D[m * NQ + j] * us[k][m][i] + D[m * NQ + k] * ut[m][j][i];
                        U3(w, e, k, j, i) = a;
                    }
        }
    }
}

int main(void)
{
    double D[NQ * NQ];
    double *g = malloc(NE * 6 * NP3 * sizeof(double)), *u = malloc(NE * NP3 * sizeof(double));
    double *w = malloc(NE * NP3 * sizeof(double)), *w2 = malloc(NE * NP3 * sizeof(double)), *ref = malloc(NE * NP3 * sizeof(double));
    for (int i = 0; i < NQ; i++)
        for (int m = 0; m < NQ; m++) D[i * NQ + m] = (i == m) ? 0.5 * (i - 2.5) : ((i + m) % 2 ? 1.0 : -1.0) / (i - m);
    for (int q = 0; q < NE * 6 * NP3; q++) g[q] = ((q / NP3) % 6 == 0 || (q / NP3) % 6 == 3 || (q / NP3) % 6 == 5) ? 1.0 + 0.1 * sin(q) : 0.05 * cos(q);
    for (int q = 0; q < NE * NP3; q++) u[q] = sin(0.01 * q) + 0.3 * cos(0.7 * q);
    ax_host(D, g, u, ref);
    double hdot = 0.0;
    for (int q = 0; q < NE * NP3; q++) hdot += ref[q] * u[q];
    double dot;
#pragma acc data copyin(D, g[0:NE*6*NP3], u[0:NE*NP3]) copyout(w[0:NE*NP3], w2[0:NE*NP3])
    {
        dot = ax_parallel(D, g, u, w);
        ax_kernels(D, g, u, w2);
    }
    int bad = 0;
    for (int q = 0; q < NE * NP3; q++)
        if (fabs(w[q] - ref[q]) > 1e-10 * (1 + fabs(ref[q])) || fabs(w2[q] - ref[q]) > 1e-10 * (1 + fabs(ref[q]))) bad++;
    CHECK(bad == 0);
    CHECK(fabs(dot - hdot) < 1e-9 * fabs(hdot));
    free(g); free(u); free(w); free(w2); free(ref);
    CHECK_DONE();
}

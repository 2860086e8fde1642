/* One-sided Jacobi SVD (Hestenes) of a tall matrix as numerical codes write it in OpenACC:
 * columns stored contiguously (column-major through an indexing macro), each sweep a
 * round-robin (chess tournament) ordering of the column pairs, every round's NC/2 disjoint
 * pairs rotated at once by a `parallel loop gang` over pairs with `loop vector reduction(+:)`
 * for the three inner products and a second `loop vector` applying the rotation (to A and to
 * V), the pairing table computed on the host and sent by `update device`, the off-diagonal
 * measure as a `max` reduction brought back each sweep; singular values as column norms in a
 * final kernel. Checked on the host: A V = U S with orthonormal V, and the singular values
 * against the host's own Jacobi run. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define NR 40
#define NC 12
#define A_(a, i, j) (a)[(j) * NR + (i)]
#define V_(v, i, j) (v)[(j) * NC + (i)]

static void round_pairs(int r, int *p, int *q)
{
    /* circle method: player NC-1 fixed, the others rotate */
    for (int k = 0; k < NC / 2; k++) {
        int a = k == 0 ? NC - 1 : (r + k) % (NC - 1), b = (r + NC - 1 - k) % (NC - 1);
        p[k] = a < b ? a : b; q[k] = a < b ? b : a;
    }
}

static double host_svd(double *a, double *v, double *sv)
{
    int p[NC / 2], q[NC / 2];
    double off = 1;
    for (int sw = 0; sw < 30 && off > 1e-14; sw++) {
        off = 0;
        for (int r = 0; r < NC - 1; r++) {
            round_pairs(r, p, q);
            for (int k = 0; k < NC / 2; k++) {
                int i = p[k], j = q[k];
                double al = 0, be = 0, ga = 0;
                for (int m = 0; m < NR; m++) { al += A_(a, m, i) * A_(a, m, i); be += A_(a, m, j) * A_(a, m, j); ga += A_(a, m, i) * A_(a, m, j); }
                double o = fabs(ga) / sqrt(al * be);
                if (o > off) off = o;
                if (o < 1e-15) continue;
                double z = (be - al) / (2 * ga), t = copysign(1.0, z) / (fabs(z) + sqrt(1 + z * z));
                double c = 1 / sqrt(1 + t * t), s = c * t;
                for (int m = 0; m < NR; m++) { double x = A_(a, m, i), y = A_(a, m, j); A_(a, m, i) = c * x - s * y; A_(a, m, j) = s * x + c * y; }
                for (int m = 0; m < NC; m++) { double x = V_(v, m, i), y = V_(v, m, j); V_(v, m, i) = c * x - s * y; V_(v, m, j) = s * x + c * y; }
            }
        }
    }
    for (int j = 0; j < NC; j++) { double s = 0; for (int m = 0; m < NR; m++) s += A_(a, m, j) * A_(a, m, j); sv[j] = sqrt(s); }
    return off;
}

int main(void)
{
    double *a = malloc(NR * NC * sizeof(double)), *a0 = malloc(NR * NC * sizeof(double)), *ha = malloc(NR * NC * sizeof(double));
    double *v = calloc(NC * NC, sizeof(double)), *hv = calloc(NC * NC, sizeof(double));
    double sv[NC], hsv[NC];
    int p[NC / 2], q[NC / 2];
    for (int i = 0; i < NR; i++)
        for (int j = 0; j < NC; j++) A_(a, i, j) = A_(a0, i, j) = A_(ha, i, j) = sin(0.3 * i * (j + 1)) + (i == j ? 2.0 : 0.0) + 0.01 * ((i * j) % 7);
    for (int j = 0; j < NC; j++) V_(v, j, j) = V_(hv, j, j) = 1.0;
    double off = 1;
    int sweeps = 0;
#pragma acc data copy(a[0:NR * NC], v[0:NC * NC]) create(p, q) copyout(sv)
    {
        for (; sweeps < 30 && off > 1e-14; sweeps++) {
            off = 0;
            for (int r = 0; r < NC - 1; r++) {
                round_pairs(r, p, q);
#pragma acc update device(p, q)
                double o_r = 0;
#pragma acc parallel loop gang reduction(max:o_r) vector_length(64)
                for (int k = 0; k < NC / 2; k++) {
                    int i = p[k], j = q[k];
                    double al = 0, be = 0, ga = 0;
#pragma acc loop vector reduction(+:al, be, ga)
                    for (int m = 0; m < NR; m++) { al += A_(a, m, i) * A_(a, m, i); be += A_(a, m, j) * A_(a, m, j); ga += A_(a, m, i) * A_(a, m, j); }
                    double o = fabs(ga) / sqrt(al * be);
                    o_r = fmax(o_r, o);
                    if (o >= 1e-15) {
                        double z = (be - al) / (2 * ga), t = copysign(1.0, z) / (fabs(z) + sqrt(1 + z * z));
                        double c = 1 / sqrt(1 + t * t), s = c * t;
#pragma acc loop vector
                        for (int m = 0; m < NR; m++) { double x = A_(a, m, i), y = A_(a, m, j); A_(a, m, i) = c * x - s * y; A_(a, m, j) = s * x + c * y; }
#pragma acc loop vector
                        for (int m = 0; m < NC; m++) { double x = V_(v, m, i), y = V_(v, m, j); V_(v, m, i) = c * x - s * y; V_(v, m, j) = s * x + c * y; }
                    }
                }
                off = fmax(off, o_r);
            }
        }
#pragma acc parallel loop gang
        for (int j = 0; j < NC; j++) {
            double s = 0;
#pragma acc loop vector reduction(+:s)
            for (int m = 0; m < NR; m++) s += A_(a, m, j) * A_(a, m, j);
            sv[j] = sqrt(s);
        }
    }
    host_svd(ha, hv, hsv);
    double ds = 0, orth = 0, rec = 0;
    for (int j = 0; j < NC; j++) ds = fmax(ds, fabs(sv[j] - hsv[j]));
    for (int i = 0; i < NC; i++)
        for (int j = 0; j < NC; j++) {
            double s = 0;
            for (int m = 0; m < NC; m++) s += V_(v, m, i) * V_(v, m, j);
            orth = fmax(orth, fabs(s - (i == j)));
        }
    for (int i = 0; i < NR; i++)
        for (int j = 0; j < NC; j++) {
            double s = 0; /* (A0 V)[i][j] must equal the rotated A */
            for (int m = 0; m < NC; m++) s += A_(a0, i, m) * V_(v, m, j);
            rec = fmax(rec, fabs(s - A_(a, i, j)));
        }
    CHECK(off <= 1e-14 && sweeps < 30);
    CHECK(ds < 1e-10);
    CHECK(orth < 1e-12);
    CHECK(rec < 1e-11);
    free(a); free(a0); free(ha); free(v); free(hv);
    CHECK_DONE();
}

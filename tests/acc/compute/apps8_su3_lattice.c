/* A lattice QCD-style hopping term as MILC/QUDA-style OpenACC codes write it: SU(3) link
 * matrices of single-precision complex numbers stored as a struct of re/im pairs on a 4-D
 * lattice (periodic, linear site index through macros), a `routine seq` (2.15.1) helper that
 * multiplies a 3x3 matrix by a colour vector (and its adjoint), the site loop a `parallel loop
 * collapse(4)` (2.9.1) over t,z,y,x inside a `data` region whose arrays are `present` (2.7.5),
 * and a global `reduction(+:)` (2.5.15) of the result's norm. Checked against the host. */
#include <math.h>
#include "check.h"
#define NX 6
#define NY 4
#define NZ 4
#define NT 8
#define VOL (NX * NY * NZ * NT)
#define SITE(x, y, z, t) ((((t) * NZ + (z)) * NY + (y)) * NX + (x))
#define UP(c, n) (((c) + 1) % (n))
#define DN(c, n) (((c) + (n) - 1) % (n))
typedef struct { float re, im; } cplx;
typedef struct { cplx e[3][3]; } su3_matrix;
typedef struct { cplx c[3]; } su3_vector;

#pragma acc routine seq
static void mult_su3_mat_vec(const su3_matrix *a, const su3_vector *b, su3_vector *c)
{
    for (int i = 0; i < 3; i++) {
        float re = 0.0f, im = 0.0f;
        for (int j = 0; j < 3; j++) {
            re += a->e[i][j].re * b->c[j].re - a->e[i][j].im * b->c[j].im;
            im += a->e[i][j].re * b->c[j].im + a->e[i][j].im * b->c[j].re;
        }
        c->c[i].re = re;
        c->c[i].im = im;
    }
}

#pragma acc routine seq
static void mult_adj_su3_mat_vec(const su3_matrix *a, const su3_vector *b, su3_vector *c)
{
    for (int i = 0; i < 3; i++) {
        float re = 0.0f, im = 0.0f;
        for (int j = 0; j < 3; j++) {
            re += a->e[j][i].re * b->c[j].re + a->e[j][i].im * b->c[j].im;
            im += a->e[j][i].re * b->c[j].im - a->e[j][i].im * b->c[j].re;
        }
        c->c[i].re = re;
        c->c[i].im = im;
    }
}

static void dslash_host(const su3_matrix *U, const su3_vector *src, su3_vector *dst)
{
    for (int t = 0; t < NT; t++)
        for (int z = 0; z < NZ; z++)
            for (int y = 0; y < NY; y++)
                for (int x = 0; x < NX; x++) {
                    int s = SITE(x, y, z, t);
                    int fw[4] = {SITE(UP(x, NX), y, z, t), SITE(x, UP(y, NY), z, t),
                                 SITE(x, y, UP(z, NZ), t), SITE(x, y, z, UP(t, NT))};
                    int bw[4] = {SITE(DN(x, NX), y, z, t), SITE(x, DN(y, NY), z, t),
                                 SITE(x, y, DN(z, NZ), t), SITE(x, y, z, DN(t, NT))};
                    su3_vector acc = {{{0, 0}, {0, 0}, {0, 0}}};
                    for (int mu = 0; mu < 4; mu++) {
                        su3_vector tmp;
                        mult_su3_mat_vec(&U[4 * s + mu], &src[fw[mu]], &tmp);
                        for (int c = 0; c < 3; c++) { acc.c[c].re += tmp.c[c].re; acc.c[c].im += tmp.c[c].im; }
                        mult_adj_su3_mat_vec(&U[4 * bw[mu] + mu], &src[bw[mu]], &tmp);
                        for (int c = 0; c < 3; c++) { acc.c[c].re -= tmp.c[c].re; acc.c[c].im -= tmp.c[c].im; }
                    }
                    dst[s] = acc;
                }
}

int main(void)
{
    su3_matrix *U = malloc(sizeof(su3_matrix) * 4 * VOL);
    su3_vector *src = malloc(sizeof(su3_vector) * VOL);
    su3_vector *dst = malloc(sizeof(su3_vector) * VOL);
    su3_vector *ref = malloc(sizeof(su3_vector) * VOL);
    unsigned seed = 12345u;
    for (int l = 0; l < 4 * VOL; l++)
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 3; j++) {
                seed = seed * 1103515245u + 12345u;
                U[l].e[i][j].re = (float)((seed >> 8) % 1000) / 1000.0f - 0.5f;
                seed = seed * 1103515245u + 12345u;
                U[l].e[i][j].im = (float)((seed >> 8) % 1000) / 1000.0f - 0.5f;
            }
    for (int s = 0; s < VOL; s++)
        for (int c = 0; c < 3; c++) {
            src[s].c[c].re = (float)((s * 7 + c) % 13) / 13.0f;
            src[s].c[c].im = (float)((s * 3 + 2 * c) % 11) / 11.0f - 0.5f;
        }
    dslash_host(U, src, ref);
    double norm = 0.0;
#pragma acc data copyin(U[0:4*VOL], src[0:VOL]) copyout(dst[0:VOL])
    {
#pragma acc parallel loop collapse(4) present(U, src, dst) reduction(+:norm)
        for (int t = 0; t < NT; t++)
            for (int z = 0; z < NZ; z++)
                for (int y = 0; y < NY; y++)
                    for (int x = 0; x < NX; x++) {
                        int s = SITE(x, y, z, t);
                        int fw[4] = {SITE(UP(x, NX), y, z, t), SITE(x, UP(y, NY), z, t),
                                     SITE(x, y, UP(z, NZ), t), SITE(x, y, z, UP(t, NT))};
                        int bw[4] = {SITE(DN(x, NX), y, z, t), SITE(x, DN(y, NY), z, t),
                                     SITE(x, y, DN(z, NZ), t), SITE(x, y, z, DN(t, NT))};
                        su3_vector acc = {{{0, 0}, {0, 0}, {0, 0}}};
                        for (int mu = 0; mu < 4; mu++) {
                            su3_vector tmp;
                            mult_su3_mat_vec(&U[4 * s + mu], &src[fw[mu]], &tmp);
                            for (int c = 0; c < 3; c++) { acc.c[c].re += tmp.c[c].re; acc.c[c].im += tmp.c[c].im; }
                            mult_adj_su3_mat_vec(&U[4 * bw[mu] + mu], &src[bw[mu]], &tmp);
                            for (int c = 0; c < 3; c++) { acc.c[c].re -= tmp.c[c].re; acc.c[c].im -= tmp.c[c].im; }
                        }
                        dst[s] = acc;
                        for (int c = 0; c < 3; c++)
                            norm += (double)acc.c[c].re * acc.c[c].re + (double)acc.c[c].im * acc.c[c].im;
                    }
    }
    double rnorm = 0.0;
    int bad = 0;
    for (int s = 0; s < VOL; s++)
        for (int c = 0; c < 3; c++) {
            rnorm += (double)ref[s].c[c].re * ref[s].c[c].re + (double)ref[s].c[c].im * ref[s].c[c].im;
            if (fabsf(dst[s].c[c].re - ref[s].c[c].re) > 1e-4f || fabsf(dst[s].c[c].im - ref[s].c[c].im) > 1e-4f)
                bad++;
        }
    CHECK(bad == 0);
    CHECK(fabs(norm - rnorm) <= 1e-6 * rnorm);
    free(U); free(src); free(dst); free(ref);
    CHECK_DONE();
}

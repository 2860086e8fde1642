/* Newton's method for z^3 - 1 over a grid of complex starting points (the Newton fractal), as
 * a teaching code ports it with C99 complex arithmetic (spec 2.5.2 kernels with the compiler
 * choosing the schedule of a 2-D nest, 2.9.11 a `reduction(+)` on a `double _Complex` sum and
 * on three basin counters, `reduction(max)` on a `long` iteration count, 2.15.1 routine seq
 * helpers taking and returning `typedef double _Complex cplx`, 2.9 tile(8, 8), 2.6.5 data).
 * The basin of every pixel and the iteration counts must equal the plain C loop (a handful of
 * pixels on basin boundaries may differ where a device rounds complex division differently);
 * the complex sum of the converged roots must be near zero (the roots of unity sum to 0). */
#include <complex.h>
#include <math.h>
#include "check.h"

#define W 160
#define H 120
#define MAXIT 60
typedef double _Complex cplx;

#pragma acc routine seq
static inline cplx newton_step(cplx z)
{
    cplx z2 = z * z;
    return z - (z2 * z - 1.0) / (3.0 * z2);
}

#pragma acc routine seq
static int which_root(cplx z)
{
    static const double rr[3][2] = {{1.0, 0.0}, {-0.5, 0.8660254037844386}, {-0.5, -0.8660254037844386}};
    for (int k = 0; k < 3; k++) {
        double dx = creal(z) - rr[k][0], dy = cimag(z) - rr[k][1];
        if (dx * dx + dy * dy < 1e-12) return k;
    }
    return -1;
}

#pragma acc routine seq
static int iterate(cplx z, cplx *out)
{
    int it = 0;
    while (it < MAXIT && which_root(z) < 0 && cabs(z) > 1e-9) {
        z = newton_step(z);
        it++;
    }
    *out = z;
    return it;
}

static inline cplx pixel(int i, int j)
{
    return (-2.0 + 4.0 * j / (W - 1)) + (-1.5 + 3.0 * i / (H - 1)) * I;
}

int main(void)
{
    static signed char basin[H][W], hbasin[H][W];
    static short iters[H][W], hiters[H][W];
    long n0 = 0, n1 = 0, n2 = 0, maxit = 0;
    cplx zsum = 0;

    /* the reference */
    long h0 = 0, h1 = 0, h2 = 0, hmax = 0;
    cplx hsum = 0;
    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++) {
            cplx z;
            int it = iterate(pixel(i, j), &z), k = which_root(z);
            hbasin[i][j] = (signed char)k;
            hiters[i][j] = (short)it;
            h0 += k == 0; h1 += k == 1; h2 += k == 2;
            if (it > hmax) hmax = it;
            if (k >= 0) hsum += z;
        }

#pragma acc data copyout(basin, iters)
    {
#pragma acc kernels
        {
#pragma acc loop tile(8, 8)
            for (int i = 0; i < H; i++)
                for (int j = 0; j < W; j++) {
                    cplx z;
                    int it = iterate((-2.0 + 4.0 * j / (W - 1)) + (-1.5 + 3.0 * i / (H - 1)) * I, &z);
                    basin[i][j] = (signed char)which_root(z);
                    iters[i][j] = (short)it;
                }
        }
        /* the statistics in a parallel construct with complex and integer reductions */
#pragma acc parallel loop collapse(2) present(basin, iters) reduction(+:n0, n1, n2) reduction(max:maxit) \
    reduction(+:zsum)
        for (int i = 0; i < H; i++)
            for (int j = 0; j < W; j++) {
                int k = basin[i][j];
                n0 += k == 0;
                n1 += k == 1;
                n2 += k == 2;
                if (iters[i][j] > maxit) maxit = iters[i][j];
                if (k >= 0) {
                    static const double rr[3][2] = {{1.0, 0.0}, {-0.5, 0.8660254037844386}, {-0.5, -0.8660254037844386}};
                    zsum += rr[k][0] + rr[k][1] * I;
                }
            }
    }
    int bad = 0, badit = 0;
    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++) {
            bad += basin[i][j] != hbasin[i][j];
            badit += iters[i][j] != hiters[i][j];
        }
    CHECK(bad <= W * H / 1000);
    CHECK(badit <= W * H / 500);
    CHECK(labs(n0 - h0) + labs(n1 - h1) + labs(n2 - h2) <= 2 * bad);
    CHECK(labs(maxit - hmax) <= 2);
    CHECK(n0 + n1 + n2 > W * H * 99 / 100);
    CHECK(labs(n1 - n2) <= W * H / 200); /* the grid is nearly symmetric about the real axis */
    CHECK(cabs(zsum - hsum) < 1e-6 * (n0 + n1 + n2));
    CHECK(fabs(creal(zsum) - (n0 - 0.5 * (n1 + n2))) < 1e-6 && fabs(cimag(zsum)) < 1e-6);
    printf("newton: basins %ld %ld %ld, max iterations %ld, %d basins and %d counts differ, sum %.3g%+.3gi\n",
           n0, n1, n2, maxit, bad, badit, creal(zsum), cimag(zsum));
    CHECK_DONE();
}

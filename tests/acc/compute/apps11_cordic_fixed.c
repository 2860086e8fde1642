/* CORDIC in fixed point (Q2.29) as DSP and FPGA-prototyping codes write it in OpenACC: the
 * arctangent table and the gain in `declare copyin` globals (2.13), rotation mode (sin/cos)
 * and vectoring mode (atan2 and magnitude) in `routine seq` helpers with arithmetic shifts of
 * signed `int`s, a batch of angles in a `parallel loop` (quadrant folding before the
 * iterations), a batch of vectors in a `kernels loop independent`, and the worst error
 * against libm as `max` reductions. Checked bit-exactly against the same helpers on the host. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define ITER 28
#define NANG 256
#define Q 29
#define ONE (1 << Q)

int atan_tab[ITER];
int cordic_gain;
#pragma acc declare copyin(atan_tab, cordic_gain)

#pragma acc routine seq
static void rotate(int theta, int *c, int *s)
{
    /* fold theta (in Q29 radians, |theta| <= pi) into [-pi/2, pi/2] */
    const int half_pi = (int)(1.5707963267948966 * ONE);
    int neg = 0;
    if (theta > half_pi) { theta -= 2 * half_pi; neg = 1; }
    else if (theta < -half_pi) { theta += 2 * half_pi; neg = 1; }
    int x = cordic_gain, y = 0, z = theta;
    for (int k = 0; k < ITER; k++) {
        int dx = y >> k, dy = x >> k;
        if (z >= 0) { x -= dx; y += dy; z -= atan_tab[k]; }
        else { x += dx; y -= dy; z += atan_tab[k]; }
    }
    *c = neg ? -x : x;
    *s = neg ? -y : y;
}

#pragma acc routine seq
static int vectorize(int x, int y, int *mag)
{
    int z = 0;
    const int pi = (int)(3.141592653589793 * (ONE / 2)) * 2;
    if (x < 0) { x = -x; y = -y; z = y > 0 ? -pi : pi; if (y == 0) z = pi; }
    for (int k = 0; k < ITER; k++) {
        int dx = y >> k, dy = x >> k;
        if (y < 0) { x -= dx; y += dy; z -= atan_tab[k]; }
        else { x += dx; y -= dy; z += atan_tab[k]; }
    }
    *mag = (int)((long long)x * cordic_gain >> Q);
    return z;
}

int main(void)
{
    double g = 1.0;
    for (int k = 0; k < ITER; k++) {
        atan_tab[k] = (int)lround(atan(ldexp(1.0, -k)) * ONE);
        g *= 1.0 / sqrt(1.0 + ldexp(1.0, -2 * k));
    }
    cordic_gain = (int)lround(g * ONE);
#pragma acc update device(atan_tab, cordic_gain)
    int *ang = malloc(NANG * sizeof(int)), *c = malloc(NANG * sizeof(int)), *s = malloc(NANG * sizeof(int));
    int *vx = malloc(NANG * sizeof(int)), *vy = malloc(NANG * sizeof(int)), *at = malloc(NANG * sizeof(int)), *mg = malloc(NANG * sizeof(int));
    for (int i = 0; i < NANG; i++) {
        ang[i] = (int)((-3.14159 + 6.28318 * i / NANG) * ONE);
        vx[i] = (int)(0.5 * cos(0.37 * i) * ONE) / 2;
        vy[i] = (int)(0.5 * sin(0.37 * i) * ONE * (1 + i % 3) / 3);
    }
    double es = 0, ea = 0;
#pragma acc parallel loop copyin(ang[0:NANG]) copyout(c[0:NANG], s[0:NANG]) reduction(max:es)
    for (int i = 0; i < NANG; i++) {
        rotate(ang[i], &c[i], &s[i]);
        double th = (double)ang[i] / ONE;
        es = fmax(es, fabs((double)s[i] / ONE - sin(th)) + fabs((double)c[i] / ONE - cos(th)));
    }
#pragma acc kernels copyin(vx[0:NANG], vy[0:NANG]) copyout(at[0:NANG], mg[0:NANG])
#pragma acc loop independent reduction(max:ea)
    for (int i = 0; i < NANG; i++) {
        at[i] = vectorize(vx[i], vy[i], &mg[i]);
        ea = fmax(ea, fabs((double)at[i] / ONE - atan2((double)vy[i], (double)vx[i])));
    }
    int bad = 0;
    for (int i = 0; i < NANG; i++) {
        int hc, hs, hm;
        rotate(ang[i], &hc, &hs);
        int ha = vectorize(vx[i], vy[i], &hm);
        bad += hc != c[i] || hs != s[i] || ha != at[i] || hm != mg[i];
    }
    CHECK(bad == 0);
    CHECK(es < 1e-6);
    CHECK(ea < 1e-6);
    free(ang); free(c); free(s); free(vx); free(vy); free(at); free(mg);
    CHECK_DONE();
}

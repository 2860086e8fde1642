/* A max or min reduction behind guards in `kernels` (2.5.3, implied reductions as nvc makes
 * them): `if (wet && e > x) x = e;` is `if (wet) x = fmax(x, e);`, the guards evaluated
 * whatever `x` holds. Found porting a tsunami run-up code (the maximum run-up over wet land
 * cells, `if (h > HMIN && hb < 0 && eta > runup) runup = eta;`), which ran as one serial
 * kernel ("Loop carried scalar dependence for 'runup'"). A guard that mentions the variable
 * keeps the loop sequential. Every result checked against the host. */
#include "check.h"
#define N 300
#define NY 12
#define NX 40
int main(void)
{
    double a[N], b[N], eta[NY][NX], hb[NY][NX];
    int k[N];
    for (int i = 0; i < N; i++) {
        a[i] = (i * 37) % 101 - 50;
        b[i] = i % 3 - 1;
        k[i] = (i * 13) % 29;
    }
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) {
            hb[j][i] = 10.0 - 0.5 * i;
            eta[j][i] = (j * 7 + i * 3) % 11 * 0.25;
        }
    double mx = -1e30, mn = 1e30, runup = 0.0, big = 0.0;
    int kmin = 1000, wet = 0;
#pragma acc kernels copyin(a, b, k, eta, hb)
    {
        for (int i = 0; i < N; i++)
            if (b[i] < 0 && a[i] > mx) mx = a[i];
        for (int i = 0; i < N; i++)
            if (b[i] > 0 && i % 2 == 0 && a[i] <= mn) mn = a[i];
        for (int i = 0; i < N; i++)
            if (b[i] != 0) {
                if (a[i] > 0 && k[i] < kmin) kmin = k[i];
            }
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++)
                if (eta[j][i] + hb[j][i] > 1e-3) {
                    wet++;
                    if (hb[j][i] < 0 && eta[j][i] > runup) runup = eta[j][i];
                }
        /* the guard reads the variable: not a reduction, one sequential loop */
        for (int i = 0; i < N; i++)
            if (big < 20 && a[i] > big) big = a[i];
    }
    double hmx = -1e30, hmn = 1e30, hrunup = 0.0, hbig = 0.0;
    int hkmin = 1000, hwet = 0;
    for (int i = 0; i < N; i++) {
        if (b[i] < 0 && a[i] > hmx) hmx = a[i];
        if (b[i] > 0 && i % 2 == 0 && a[i] <= hmn) hmn = a[i];
        if (b[i] != 0 && a[i] > 0 && k[i] < hkmin) hkmin = k[i];
        if (hbig < 20 && a[i] > hbig) hbig = a[i];
    }
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++)
            if (eta[j][i] + hb[j][i] > 1e-3) {
                hwet++;
                if (hb[j][i] < 0 && eta[j][i] > hrunup) hrunup = eta[j][i];
            }
    CHECK(mx == hmx);
    CHECK(mn == hmn);
    CHECK(kmin == hkmin);
    CHECK(wet == hwet);
    CHECK(runup == hrunup && runup > 0.0);
    CHECK(big == hbig);
    CHECK_DONE();
}

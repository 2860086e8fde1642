/* The mini SWIM's kernels: calc1 (fluxes and potential vorticity), calc2 (new fields) and
 * calc3 (time smoothing), each a `parallel loop collapse(2)` (2.9.1) or a `kernels` region
 * (2.5.2) on the `declare create`d globals of mini_swim.h, the periodic wrap-around copies
 * as `parallel loop`s and a `serial` corner (2.5.3). */
#include "mini_swim.h"

void periodic(double (*f)[N1])
{
#pragma acc parallel loop present(f[0:M1][0:N1])
    for (int j = 0; j < N; j++)
        f[M][j] = f[0][j];
#pragma acc parallel loop present(f[0:M1][0:N1])
    for (int i = 0; i < M; i++)
        f[i][N] = f[i][0];
#pragma acc serial present(f[0:M1][0:N1])
    f[M][N] = f[0][0];
}

void calc1(void)
{
#pragma acc parallel loop collapse(2) present(u, v, p, cu, cv, z, h)
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            int ip = wrap(i + 1, M), jp = wrap(j + 1, N);
            cu[ip][j] = 0.5 * (p[ip][j] + p[i][j]) * u[ip][j];
            cv[i][jp] = 0.5 * (p[i][jp] + p[i][j]) * v[i][jp];
            z[ip][jp] = (fsdx * (v[ip][jp] - v[i][jp]) - fsdy * (u[ip][jp] - u[ip][j])) /
                        (p[i][j] + p[ip][j] + p[ip][jp] + p[i][jp]);
            h[i][j] = p[i][j] + 0.25 * (u[ip][j] * u[ip][j] + u[i][j] * u[i][j] +
                                        v[i][jp] * v[i][jp] + v[i][j] * v[i][j]);
        }
    periodic(cu);
    periodic(cv);
    periodic(z);
    periodic(h);
}

void calc2(void)
{
    double tdts8 = tdt / 8.0, tdtsdx = tdt / dx, tdtsdy = tdt / dy;
#pragma acc kernels present(uold, vold, pold, unew, vnew, pnew, cu, cv, z, h)
    {
#pragma acc loop independent collapse(2)
        for (int i = 0; i < M; i++)
            for (int j = 0; j < N; j++) {
                int ip = i + 1, jp = j + 1, im = wrap(i - 1, M), jm = wrap(j - 1, N);
                unew[ip][j] = uold[ip][j] + tdts8 * (z[ip][jp] + z[ip][j]) *
                                  (cv[ip][jp] + cv[i][jp] + cv[i][j] + cv[ip][j]) -
                              tdtsdx * (h[ip][j] - h[i][j]);
                vnew[i][jp] = vold[i][jp] - tdts8 * (z[ip][jp] + z[i][jp]) *
                                  (cu[ip][jp] + cu[i][jp] + cu[i][j] + cu[ip][j]) -
                              tdtsdy * (h[i][jp] - h[i][j]);
                pnew[i][j] = pold[i][j] - tdtsdx * (cu[ip][j] - cu[i][j]) - tdtsdy * (cv[i][jp] - cv[i][j]);
                (void)im;
                (void)jm;
            }
    }
    /* unew[0][*] and vnew[*][0] come from the wrap */
#pragma acc parallel loop present(unew, vnew)
    for (int k = 0; k < (M > N ? M : N); k++) {
        if (k < N)
            unew[0][k] = unew[M][k];
        if (k < M)
            vnew[k][0] = vnew[k][N];
    }
    periodic(unew);
    periodic(vnew);
    periodic(pnew);
}

void calc3(int first)
{
    if (first) {
#pragma acc parallel loop collapse(2) present(u, v, p, uold, vold, pold, unew, vnew, pnew)
        for (int i = 0; i < M1; i++)
            for (int j = 0; j < N1; j++) {
                uold[i][j] = u[i][j];
                vold[i][j] = v[i][j];
                pold[i][j] = p[i][j];
                u[i][j] = unew[i][j];
                v[i][j] = vnew[i][j];
                p[i][j] = pnew[i][j];
            }
        return;
    }
#pragma acc parallel loop collapse(2) present(u, v, p, uold, vold, pold, unew, vnew, pnew)
    for (int i = 0; i < M1; i++)
        for (int j = 0; j < N1; j++) {
            uold[i][j] = u[i][j] + alpha * (unew[i][j] - 2.0 * u[i][j] + uold[i][j]);
            vold[i][j] = v[i][j] + alpha * (vnew[i][j] - 2.0 * v[i][j] + vold[i][j]);
            pold[i][j] = p[i][j] + alpha * (pnew[i][j] - 2.0 * p[i][j] + pold[i][j]);
            u[i][j] = unew[i][j];
            v[i][j] = vnew[i][j];
            p[i][j] = pnew[i][j];
        }
}

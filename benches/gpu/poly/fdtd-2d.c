/* fdtd-2d (PolyBench 4.2): TMAX steps of the 2-D FDTD update of ey, ex, hz (NX x NY), the
 * time loop on the host, four compute constructs a step (the first a 1-D loop), as
 * PolyBench/ACC writes them. polybench.h: how it is run and checked (full host reference). */
#include "polybench.h"

#define NX PB(4000, 41)
#define NY PB(4000, 53)
#define TMAX PB(100, 6)

static double (*ex)[NY], (*ey)[NY], (*hz)[NY], *fict;

static void init_into(double (*x)[NY], double (*y)[NY], double (*h)[NY]) {
    for (long i = 0; i < NX; i++)
        for (long j = 0; j < NY; j++) {
            x[i][j] = ((double)i * (j + 1)) / NX + 0.1 * pb_val(1, i, j);
            y[i][j] = ((double)i * (j + 2)) / NY + 0.1 * pb_val(2, i, j);
            h[i][j] = ((double)i * (j + 3)) / NX + 0.1 * pb_val(3, i, j);
        }
}
static void init(void) {
    init_into(ex, ey, hz);
    for (long t = 0; t < TMAX; t++) fict[t] = (double)t;
}

static void kernel(void) {
#pragma acc data copy(ex[0:NX][0:NY], ey[0:NX][0:NY], hz[0:NX][0:NY]) copyin(fict[0:TMAX])
    for (int t = 0; t < TMAX; t++) {
#pragma acc parallel loop
        for (int j = 0; j < NY; j++) ey[0][j] = fict[t];
#pragma acc parallel loop collapse(2)
        for (int i = 1; i < NX; i++)
            for (int j = 0; j < NY; j++) ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
#pragma acc parallel loop collapse(2)
        for (int i = 0; i < NX; i++)
            for (int j = 1; j < NY; j++) ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
#pragma acc parallel loop collapse(2)
        for (int i = 0; i < NX - 1; i++)
            for (int j = 0; j < NY - 1; j++)
                hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
    }
}

static void upload(void) {
    init();
#pragma acc update device(ex[0:NX][0:NY], ey[0:NX][0:NY], hz[0:NX][0:NY], fict[0:TMAX])
}

static void kernels_only(double *t) {
#pragma acc data copy(ex[0:NX][0:NY], ey[0:NX][0:NY], hz[0:NX][0:NY]) copyin(fict[0:TMAX])
    pb_time_kernels(t, upload, kernel);
}

static int check(void) {
    double (*x)[NY] = pb_alloc(sizeof(double[NX][NY])), (*y)[NY] = pb_alloc(sizeof(double[NX][NY])),
           (*h)[NY] = pb_alloc(sizeof(double[NX][NY]));
    init_into(x, y, h);
    for (long t = 0; t < TMAX; t++) {
        for (long j = 0; j < NY; j++) y[0][j] = fict[t];
        for (long i = 1; i < NX; i++)
            for (long j = 0; j < NY; j++) y[i][j] = y[i][j] - 0.5 * (h[i][j] - h[i - 1][j]);
        for (long i = 0; i < NX; i++)
            for (long j = 1; j < NY; j++) x[i][j] = x[i][j] - 0.5 * (h[i][j] - h[i][j - 1]);
        for (long i = 0; i < NX - 1; i++)
            for (long j = 0; j < NY - 1; j++) h[i][j] = h[i][j] - 0.7 * (x[i][j + 1] - x[i][j] + y[i + 1][j] - y[i][j]);
    }
    long n = (long)NX * NY;
    int ok = pb_check("fdtd-2d ex", &ex[0][0], &x[0][0], n, 1e-12) & pb_check("fdtd-2d ey", &ey[0][0], &y[0][0], n, 1e-12) &
             pb_check("fdtd-2d hz", &hz[0][0], &h[0][0], n, 1e-12);
    free(x);
    free(y);
    free(h);
    return ok;
}

int main(void) {
    ex = pb_alloc(sizeof(double[NX][NY]));
    ey = pb_alloc(sizeof(double[NX][NY]));
    hz = pb_alloc(sizeof(double[NX][NY]));
    fict = pb_alloc(sizeof(double) * TMAX);
    return pb_main("fdtd-2d", init, kernel, kernels_only, check);
}

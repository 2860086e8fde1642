/* OpenACC 3.3, 2.9 (a loop with no level clause: the implementation chooses its level), 2.9.1,
 * 2.5.3: a nest whose innermost loop has a small constant trip count (NPB's `for (m = 0; m < 5;
 * m++)` under `kernels loop collapse(3)` or `parallel loop collapse(3)`) runs that loop
 * sequentially in each thread and puts the vector on the loops around it (the collapsed loops,
 * the stride-1 index innermost), as nvc does; the vector on the 5-iteration loop left 27 of 32
 * lanes idle and the collapsed loops on gangs only. A small loop with a level clause keeps it;
 * one inside loops that are not larger keeps the vector. Sizes: odd, smaller than one block,
 * zero trips; the .minfo beside this file is the schedule. */
#include "check.h"
#define NZ 9
#define NY 7
#define NX 33
static double u[NZ][NY][NX][5], r[NZ][NY][NX][5], q[NZ][NY][NX];

static double val(int k, int j, int i, int m) { return k * 1000 + j * 100 + i + m * 0.25; }

static void fill(void) {
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) {
                q[k][j][i] = -1;
                for (int m = 0; m < 5; m++) {
                    u[k][j][i][m] = val(k, j, i, m);
                    r[k][j][i][m] = -1;
                }
            }
}

/* Checks r (and q) over [0,nz) x [0,ny) x [0,nx), untouched (-1) elsewhere. */
static void check(int nz, int ny, int nx, double f, int with_q) {
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) {
                int in = k < nz && j < ny && i < nx;
                double s = 0;
                for (int m = 0; m < 5; m++) {
                    CHECK(r[k][j][i][m] == (in ? f * val(k, j, i, m) : -1));
                    s += val(k, j, i, m);
                }
                if (with_q) CHECK(q[k][j][i] == (in ? s : -1));
            }
}

int main(void) {
    int sizes[][3] = {{NZ, NY, NX}, {2, 3, 5}, {1, 1, 1}, {0, NY, NX}, {NZ, NY, 0}};
    for (int c = 0; c < 5; c++) {
        int nz = sizes[c][0], ny = sizes[c][1], nx = sizes[c][2];
        fill();
#pragma acc kernels loop collapse(3) copyin(u) copy(r)
        for (int k = 0; k < nz; k++)
            for (int j = 0; j < ny; j++)
                for (int i = 0; i < nx; i++)
                    for (int m = 0; m < 5; m++) r[k][j][i][m] = 2.0 * u[k][j][i][m];
        check(nz, ny, nx, 2.0, 0);

        fill();
#pragma acc parallel loop collapse(3) copyin(u) copy(r)
        for (int k = 0; k < nz; k++)
            for (int j = 0; j < ny; j++)
                for (int i = 0; i < nx; i++)
#pragma acc loop
                    for (int m = 0; m < 5; m++) r[k][j][i][m] = 3.0 * u[k][j][i][m];
        check(nz, ny, nx, 3.0, 0);

        /* No collapse: k gang, j worker, i vector; m and its sum sequential in the thread. */
        fill();
#pragma acc kernels copyin(u) copy(r, q)
        for (int k = 0; k < nz; k++)
            for (int j = 0; j < ny; j++)
                for (int i = 0; i < nx; i++) {
                    double s = 0;
                    for (int m = 0; m < 5; m++) {
                        r[k][j][i][m] = u[k][j][i][m];
                        s += u[k][j][i][m];
                    }
                    q[k][j][i] = s;
                }
        check(nz, ny, nx, 1.0, 1);

        /* A loop reduction on the small loop, run in each thread. */
        fill();
#pragma acc parallel loop collapse(3) copyin(u) copy(r, q)
        for (int k = 0; k < nz; k++)
            for (int j = 0; j < ny; j++)
                for (int i = 0; i < nx; i++) {
                    double s = 0;
#pragma acc loop reduction(+:s)
                    for (int m = 0; m < 5; m++) {
                        r[k][j][i][m] = u[k][j][i][m];
                        s += u[k][j][i][m];
                    }
                    q[k][j][i] = s;
                }
        check(nz, ny, nx, 1.0, 1);

        /* A level clause on the small loop is kept: vector on m, gang on the nest. */
        fill();
#pragma acc parallel loop gang collapse(3) copyin(u) copy(r)
        for (int k = 0; k < nz; k++)
            for (int j = 0; j < ny; j++)
                for (int i = 0; i < nx; i++)
#pragma acc loop vector
                    for (int m = 0; m < 5; m++) r[k][j][i][m] = 4.0 * u[k][j][i][m];
        check(nz, ny, nx, 4.0, 0);
    }

    /* The loop around is not larger (4 x 5): the vector stays on the inner loop. */
    static double w[4][5];
#pragma acc kernels loop copyout(w)
    for (int i = 0; i < 4; i++)
        for (int m = 0; m < 5; m++) w[i][m] = i * 10 + m;
    for (int i = 0; i < 4; i++)
        for (int m = 0; m < 5; m++) CHECK(w[i][m] == i * 10 + m);
    CHECK_DONE();
}

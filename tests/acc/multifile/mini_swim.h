/* The shared state of the multi-file mini SWIM (SPEC ACCEL 363.swim's shape): the fields are
 * file-scope arrays of known size declared `extern` here with `declare create` (2.13: extern
 * variables may appear in create), defined in mini_swim_main.c; the kernels are in
 * mini_swim_calc.c, the `routine seq` periodic-index helper in mini_swim_util.c (2.15.1: the
 * routine directive in the defining file and in every file that calls it). */
#define M 32
#define N 24
#define M1 (M + 1)
#define N1 (N + 1)
#define ITMAX 12

extern double u[M1][N1], v[M1][N1], p[M1][N1], unew[M1][N1], vnew[M1][N1], pnew[M1][N1];
extern double uold[M1][N1], vold[M1][N1], pold[M1][N1];
extern double cu[M1][N1], cv[M1][N1], z[M1][N1], h[M1][N1];
#pragma acc declare create(u, v, p, unew, vnew, pnew, uold, vold, pold, cu, cv, z, h)

extern double dt, tdt, dx, dy, alpha, fsdx, fsdy;
#pragma acc declare create(fsdx, fsdy)

#pragma acc routine seq
int wrap(int i, int n);

void calc1(void);
void calc2(void);
void calc3(int first);
void periodic(double (*f)[N1]);

/* benches/cpu/kernels.h -- the benchmark loops, written once and compiled twice: with
 * OpenACC pragmas (bench_acc.c, by oxacc -acc) and with OpenMP pragmas (bench_omp.c, by
 * gcc -fopenmp). PAR_LOOP / PAR_LOOP_RED / PAR_REGION expand to the model's directive. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define STR(x) #x
#define PRAGMA(x) _Pragma(STR(x))

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

enum { NVEC = 1 << 24, NJ = 2048, NM = 512, EMPTY_REPS = 20000 };

static void saxpy(int n, float a, const float *restrict x, float *restrict y) {
    PAR_LOOP(copyin(x[0:n]) copy(y[0:n]))
    for (int i = 0; i < n; i++)
        y[i] = a * x[i] + y[i];
}

static double dot(int n, const double *restrict x, const double *restrict y) {
    double s = 0;
    PAR_LOOP_RED(+, s, copyin(x[0:n], y[0:n]))
    for (int i = 0; i < n; i++)
        s += x[i] * y[i];
    return s;
}

static void jacobi(int n, const double (*restrict a)[NJ], double (*restrict b)[NJ]) {
    PAR_LOOP(copyin(a[0:n][0:n]) copyout(b[0:n][0:n]))
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
            b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
}

static void matmul(int n, const float (*restrict a)[NM], const float (*restrict b)[NM], float (*restrict c)[NM]) {
    PAR_LOOP(copyin(a[0:n][0:n], b[0:n][0:n]) copyout(c[0:n][0:n]))
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) c[i][j] = 0;
        for (int k = 0; k < n; k++) {
            float aik = a[i][k];
            for (int j = 0; j < n; j++)
                c[i][j] += aik * b[k][j];
        }
    }
}

static int empty_regions(int reps) {
    int sink = 0;
    for (int r = 0; r < reps; r++) {
        PAR_REGION()
        { __asm__ __volatile__(""); } /* a body the compiler cannot drop */
    }
    return sink;
}

/* Runs `body` `reps` times and keeps the fastest (seconds). */
#define BEST(reps, body) ({ double best = 1e30; for (int r_ = 0; r_ < (reps); r_++) { double t0 = now(); body; double t = now() - t0; if (t < best) best = t; } best; })

int main(void) {
    float *x = malloc(sizeof(float) * NVEC), *y = malloc(sizeof(float) * NVEC);
    double *dx = malloc(sizeof(double) * NVEC), *dy = malloc(sizeof(double) * NVEC);
    double (*ja)[NJ] = malloc(sizeof(double) * NJ * NJ), (*jb)[NJ] = malloc(sizeof(double) * NJ * NJ);
    float (*ma)[NM] = malloc(sizeof(float) * NM * NM), (*mb)[NM] = malloc(sizeof(float) * NM * NM), (*mc)[NM] = malloc(sizeof(float) * NM * NM);
    for (int i = 0; i < NVEC; i++) { x[i] = i % 100; y[i] = 1; dx[i] = 0.5; dy[i] = i % 3; }
    for (int i = 0; i < NJ; i++) for (int j = 0; j < NJ; j++) { ja[i][j] = (i + j) % 10; jb[i][j] = 0; }
    for (int i = 0; i < NM; i++) for (int j = 0; j < NM; j++) { ma[i][j] = (i * j) % 7; mb[i][j] = (i + j) % 5; }
    volatile double keep = 0;
    printf("saxpy %.6f\n", BEST(10, saxpy(NVEC, 2.0f, x, y)));
    printf("dot %.6f\n", BEST(10, keep += dot(NVEC, dx, dy)));
    printf("jacobi %.6f\n", BEST(10, jacobi(NJ, (const double (*)[NJ])ja, jb)));
    printf("matmul %.6f\n", BEST(5, matmul(NM, (const float (*)[NM])ma, (const float (*)[NM])mb, mc)));
    printf("empty_region %.9f\n", BEST(5, keep += empty_regions(EMPTY_REPS)) / EMPTY_REPS);
    /* Results, so nothing is optimised away and both builds can be compared. */
    fprintf(stderr, "check %g %g %g %g\n", (double)y[NVEC - 1], keep, jb[NJ / 2][NJ / 3], (double)mc[NM / 3][NM / 2]);
    return 0;
}

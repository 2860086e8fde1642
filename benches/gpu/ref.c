/* benches/gpu/ref.c -- the CPU reference of the GPU benchmarks (scripts/bench-gpu.sh).
 * `bench-gpu-ref BENCH [--small] SEED FILE...` draws the inputs of SEED (bench.h), computes
 * BENCH's outputs in float64 (OpenMP threads when built with -fopenmp), and for each FILE (the
 * output file of one implementation's check run) prints
 *   CHECK <bench> <file> <relative error> ok|WRONG
 * where the relative error is max over the output arrays of ||out - ref|| / ||ref|| (any NaN:
 * infinite, i.e. an element not written). Limits: 1e-4 for float outputs (float arithmetic in
 * another order lands far under it), 1e-10 for double ones, exact for the histogram.
 * Exit status: 0 when every file is ok. */
#include "bench.h"

struct part {
    long n;
    int is_double; /* else float; hist: unsigned */
    double *ref;
};

static double rel_err(const struct part *p, const unsigned char *data) {
    double d2 = 0, r2 = 0;
    int bad = 0;
#pragma omp parallel for reduction(+:d2, r2) reduction(|:bad)
    for (long i = 0; i < p->n; i++) {
        double v = p->is_double ? ((const double *)data)[i] : (double)((const float *)data)[i];
        if (v != v) bad = 1;
        double d = v - p->ref[i];
        d2 += d * d;
        r2 += p->ref[i] * p->ref[i];
    }
    if (bad) return INFINITY;
    return r2 > 0 ? sqrt(d2 / r2) : sqrt(d2);
}

static double *dalloc(long n) { return bench_alloc(sizeof(double) * (size_t)n); }
static double *dinput(long n, uint64_t seed, uint64_t id, double lo, double hi) {
    double *a = dalloc(n);
#pragma omp parallel for
    for (long i = 0; i < n; i++) a[i] = (float)bench_uniform(seed, id, (uint64_t)i, lo, hi);
    return a;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: %s BENCH [--small] SEED FILE...\n", argv[0]);
        return 2;
    }
    const char *bench = argv[1];
    int a = 2, small = 0;
    if (strcmp(argv[a], "--small") == 0) { small = 1; a++; }
    uint64_t seed = strtoull(argv[a++], NULL, 10);
    struct bench_sizes s = bench_sizes(small);
    struct part parts[3];
    int np = 0;
    double limit = 1e-4;
    unsigned *hist_ref = NULL;
    if (!strcmp(bench, "saxpy")) {
        long n = s.n_vec;
        double *x = dinput(n, seed, ID_X, -1, 1), *y = dinput(n, seed, ID_Y, -1, 1);
#pragma omp parallel for
        for (long i = 0; i < n; i++) y[i] = (double)BENCH_ALPHA * x[i] + y[i];
        parts[np++] = (struct part){n, 0, y};
    } else if (!strcmp(bench, "dot")) {
        long n = s.n_vec / 2;
        double *x = dalloc(n), *y = dalloc(n), *r = dalloc(1), sum = 0;
#pragma omp parallel for reduction(+:sum)
        for (long i = 0; i < n; i++) {
            x[i] = bench_uniform(seed, ID_X, (uint64_t)i, -1, 1);
            y[i] = bench_uniform(seed, ID_Y, (uint64_t)i, -1, 1);
            sum += x[i] * y[i];
        }
        r[0] = sum;
        parts[np++] = (struct part){1, 1, r};
        limit = 1e-10;
    } else if (!strcmp(bench, "jacobi")) {
        int n = s.jac_n;
        long nn = (long)n * n;
        double *x = dalloc(nn), *y = dalloc(nn);
#pragma omp parallel for
        for (long i = 0; i < nn; i++) x[i] = y[i] = bench_uniform(seed, ID_A, (uint64_t)i, 0, 1);
        for (int t = 0; t < s.jac_steps; t++) {
#pragma omp parallel for
            for (int i = 1; i < n - 1; i++)
                for (int j = 1; j < n - 1; j++)
                    y[(long)i * n + j] = 0.25 * (x[(long)(i - 1) * n + j] + x[(long)(i + 1) * n + j] +
                                                 x[(long)i * n + j - 1] + x[(long)i * n + j + 1]);
            double *t_ = x; x = y; y = t_;
        }
        parts[np++] = (struct part){nn, 1, x};
        limit = 1e-10;
    } else if (!strcmp(bench, "matmul")) {
        int n = s.mm_n;
        long nn = (long)n * n;
        double *A = dinput(nn, seed, ID_A, -1, 1), *B = dinput(nn, seed, ID_B, -1, 1), *C = dalloc(nn);
#pragma omp parallel for
        for (int i = 0; i < n; i++) {
            double *c = C + (long)i * n;
            for (int j = 0; j < n; j++) c[j] = 0;
            for (int k = 0; k < n; k++) {
                double aik = A[(long)i * n + k];
                const double *b = B + (long)k * n;
                for (int j = 0; j < n; j++) c[j] += aik * b[j];
            }
        }
        parts[np++] = (struct part){nn, 0, C};
    } else if (!strcmp(bench, "stencil")) {
        int n = s.st_n;
        long nn = (long)n * n, n3 = nn * n;
        double *x = dinput(n3, seed, ID_A, 0, 1), *y = dalloc(n3);
        memcpy(y, x, sizeof(double) * n3);
        for (int t = 0; t < s.st_steps; t++) {
#pragma omp parallel for
            for (int i = 1; i < n - 1; i++)
                for (int j = 1; j < n - 1; j++)
                    for (int k = 1; k < n - 1; k++) {
                        long p = i * nn + (long)j * n + k;
                        y[p] = 0.4 * x[p] + 0.1 * (x[p - nn] + x[p + nn] + x[p - n] + x[p + n] + x[p - 1] + x[p + 1]);
                    }
            double *t_ = x; x = y; y = t_;
        }
        parts[np++] = (struct part){n3, 0, x};
    } else if (!strcmp(bench, "gemver")) {
        int n = s.gv_n;
        long nn = (long)n * n;
        double *A = dinput(nn, seed, ID_A, -1, 1);
        double *u1 = dinput(n, seed, ID_U1, -1, 1), *v1 = dinput(n, seed, ID_V1, -1, 1);
        double *u2 = dinput(n, seed, ID_U2, -1, 1), *v2 = dinput(n, seed, ID_V2, -1, 1);
        double *w = dinput(n, seed, ID_W, -1, 1), *x = dinput(n, seed, ID_X, -1, 1);
        double *y = dinput(n, seed, ID_Y, -1, 1), *z = dinput(n, seed, ID_Z, -1, 1);
        double alpha = BENCH_ALPHA, beta = BENCH_BETA;
#pragma omp parallel for
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) A[(long)i * n + j] += u1[i] * v1[j] + u2[i] * v2[j];
#pragma omp parallel for
        for (int i = 0; i < n; i++) {
            double acc = 0;
            for (int j = 0; j < n; j++) acc += A[(long)j * n + i] * y[j];
            x[i] += beta * acc + z[i];
        }
#pragma omp parallel for
        for (int i = 0; i < n; i++) {
            double acc = 0;
            for (int j = 0; j < n; j++) acc += A[(long)i * n + j] * x[j];
            w[i] += alpha * acc;
        }
        parts[np++] = (struct part){nn, 0, A};
        parts[np++] = (struct part){n, 0, x};
        parts[np++] = (struct part){n, 0, w};
    } else if (!strcmp(bench, "atax")) {
        int m = s.ax_m, n = s.ax_n;
        double *A = dinput((long)m * n, seed, ID_A, -1, 1), *x = dinput(n, seed, ID_X, -1, 1);
        double *tmp = dalloc(m), *y = dalloc(n);
#pragma omp parallel for
        for (int i = 0; i < m; i++) {
            double acc = 0;
            for (int j = 0; j < n; j++) acc += A[(long)i * n + j] * x[j];
            tmp[i] = acc;
        }
#pragma omp parallel for
        for (int j = 0; j < n; j++) {
            double acc = 0;
            for (int i = 0; i < m; i++) acc += A[(long)i * n + j] * tmp[i];
            y[j] = acc;
        }
        parts[np++] = (struct part){n, 0, y};
    } else if (!strcmp(bench, "2mm")) {
        int ni = s.mm2_i, nj = s.mm2_j, nk = s.mm2_k, nl = s.mm2_l;
        double *A = dinput((long)ni * nk, seed, ID_A, -1, 1), *B = dinput((long)nk * nj, seed, ID_B, -1, 1);
        double *C = dinput((long)nj * nl, seed, ID_C, -1, 1), *D = dinput((long)ni * nl, seed, ID_D, -1, 1);
        double *tmp = dalloc((long)ni * nj);
#pragma omp parallel for
        for (int i = 0; i < ni; i++) {
            double *t = tmp + (long)i * nj;
            for (int j = 0; j < nj; j++) t[j] = 0;
            for (int k = 0; k < nk; k++) {
                double aik = A[(long)i * nk + k];
                for (int j = 0; j < nj; j++) t[j] += aik * B[(long)k * nj + j];
            }
            for (int j = 0; j < nj; j++) t[j] *= BENCH_ALPHA;
        }
#pragma omp parallel for
        for (int i = 0; i < ni; i++) {
            double *d = D + (long)i * nl;
            for (int l = 0; l < nl; l++) d[l] *= BENCH_BETA;
            for (int j = 0; j < nj; j++) {
                double t = tmp[(long)i * nj + j];
                for (int l = 0; l < nl; l++) d[l] += t * C[(long)j * nl + l];
            }
        }
        parts[np++] = (struct part){(long)ni * nl, 0, D};
    } else if (!strcmp(bench, "hist")) {
        hist_ref = bench_alloc(sizeof(unsigned) * s.hist_bins);
        memset(hist_ref, 0, sizeof(unsigned) * s.hist_bins);
        for (long i = 0; i < s.hist_n; i++)
            hist_ref[bench_hash(seed, ID_KEYS, (uint64_t)i) % (uint64_t)s.hist_bins]++;
    } else {
        fprintf(stderr, "unknown benchmark %s\n", bench);
        return 2;
    }
    size_t bytes = 0;
    if (hist_ref) bytes = sizeof(unsigned) * s.hist_bins;
    for (int p = 0; p < np; p++) bytes += (size_t)parts[p].n * (parts[p].is_double ? 8 : 4);
    unsigned char *buf = bench_alloc(bytes);
    int failed = 0;
    for (; a < argc; a++) {
        FILE *f = fopen(argv[a], "rb");
        size_t got = f ? fread(buf, 1, bytes, f) : 0;
        int extra = f ? fgetc(f) != EOF : 0;
        if (f) fclose(f);
        double err;
        if (got != bytes || extra) {
            err = INFINITY;
        } else if (hist_ref) {
            err = memcmp(buf, hist_ref, bytes) ? INFINITY : 0;
        } else {
            err = 0;
            size_t off = 0;
            for (int p = 0; p < np; p++) {
                double e = rel_err(&parts[p], buf + off);
                if (!(e <= err)) err = e;
                off += (size_t)parts[p].n * (parts[p].is_double ? 8 : 4);
            }
        }
        int ok = err <= limit;
        failed |= !ok;
        printf("CHECK %s %s %.3g %s\n", bench, argv[a], err, ok ? "ok" : "WRONG");
    }
    return failed;
}

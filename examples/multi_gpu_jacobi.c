/* 2-D Jacobi on every GPU of the node from one process: one OpenMP thread per device, each
 * thread choosing its device with acc_set_device_num (the current device is per host thread,
 * OpenACC 3.3 2.3 and 3.2.4) and keeping its block of rows on it for the whole run.
 *
 * Build: oxacc -acc -fopenmp -O2 examples/multi_gpu_jacobi.c -o multi_gpu_jacobi -lm
 * Run:   ./multi_gpu_jacobi [N] [STEPS] [THREADS]
 *
 * THREADS defaults to the number of devices of the current type; thread t drives device
 * t % devices, so the program runs on one GPU, on the host device, or on more threads than
 * devices. The grid, the boundary, the decomposition into row blocks and the checksum are those
 * of examples/mpi_jacobi.c: for the same N and STEPS both print the same checksum, whatever the
 * number of threads, ranks or devices. Halo rows go through host memory: each thread copies its
 * two boundary rows to the host (`update self`), the threads meet at a barrier, each copies its
 * neighbours' rows into its halo rows and sends them to its device (`update device`).
 *
 * Output: `checksum 0x...`, `residual ...`, `time/step` and `halo/step` in milliseconds.
 */
#include <openacc.h>
#include <omp.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK 100

static double initial(long gi, long j, long n) {
    if (gi == 0) return 1.0;
    if (gi == n + 1) return 0.0;
    if (j == 0) return (double)gi / (double)(n + 1);
    if (j == n + 1) return 0.5 * sin((double)gi);
    return 0.0;
}

static uint64_t mix(uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return x;
}

/* Each thread's block: rows [lo, lo + nloc) of the global interior, with halo rows. */
struct block {
    long lo, nloc;
    double *u, *v;
    int device;
};

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 256;
    long steps = argc > 2 ? atol(argv[2]) : 200;
    acc_device_t type = acc_get_device_type();
    int ndev = acc_get_num_devices(type);
    if (ndev < 1) ndev = 1;
    int nt = argc > 3 ? atoi(argv[3]) : ndev;
    if (n < 1 || steps < 0 || nt < 1 || nt > n) {
        fprintf(stderr, "usage: multi_gpu_jacobi [N] [STEPS] [THREADS <= N]\n");
        return 2;
    }
    long w = n + 2;
    struct block *b = calloc((size_t)nt, sizeof *b);
    /* per thread: residual, time, halo time (OpenMP 2.0 has no max reduction) */
    double *stat = calloc((size_t)nt * 3, sizeof(double));
    uint64_t hsum = 0;
    if (!b || !stat) return 3;

#pragma omp parallel num_threads(nt) reduction(+:hsum)
    {
        int t = omp_get_thread_num();
        if (omp_get_num_threads() != nt) {
#pragma omp single
            fprintf(stderr, "multi_gpu_jacobi: got %d threads, not %d\n", omp_get_num_threads(), nt);
            exit(3);
        }
        struct block *me = &b[t];
        me->device = t % ndev;
        acc_set_device_num(me->device, type);
        me->lo = 1 + n * t / nt;
        me->nloc = n * (t + 1) / nt - n * t / nt;
        long nloc = me->nloc, total = (nloc + 2) * w;
        double *u = malloc(sizeof(double) * total), *v = malloc(sizeof(double) * total);
        if (!u || !v) exit(3);
        for (long i = 0; i < nloc + 2; i++)
            for (long j = 0; j < w; j++) u[i * w + j] = v[i * w + j] = initial(me->lo - 1 + i, j, n);
        me->u = u;
        double halo = 0, resid = 0, t0 = 0;
#pragma acc data copyin(u[0:total], v[0:total])
        {
#pragma omp barrier
            t0 = omp_get_wtime();
            for (long s = 0; s < steps; s++) {
                double th = omp_get_wtime();
                /* My boundary rows to the host; wait until every thread's are there. */
#pragma acc update self(u[w:w], u[nloc * w:w])
#pragma omp barrier
                if (t > 0) {
                    memcpy(u, b[t - 1].u + b[t - 1].nloc * w, sizeof(double) * w);
#pragma acc update device(u[0:w])
                }
                if (t < nt - 1) {
                    memcpy(u + (nloc + 1) * w, b[t + 1].u + w, sizeof(double) * w);
#pragma acc update device(u[(nloc + 1) * w:w])
                }
                /* Nobody overwrites its boundary rows before the neighbours have read them. */
#pragma omp barrier
                halo += omp_get_wtime() - th;
#pragma acc parallel loop gang present(u[0:total], v[0:total])
                for (long i = 1; i < nloc + 1; i++) {
#pragma acc loop vector
                    for (long j = 1; j < w - 1; j++)
                        v[i * w + j] = 0.25 * (u[(i - 1) * w + j] + u[(i + 1) * w + j] +
                                               u[i * w + j - 1] + u[i * w + j + 1]);
                }
                if ((s + 1) % CHECK == 0 || s + 1 == steps) {
                    double r = 0;
#pragma acc parallel loop gang present(u[0:total], v[0:total]) reduction(+:r)
                    for (long i = 1; i < nloc + 1; i++) {
#pragma acc loop vector reduction(+:r)
                        for (long j = 1; j < w - 1; j++) {
                            double d = v[i * w + j] - u[i * w + j];
                            r += d * d;
                        }
                    }
                    resid = r;
                }
                double *tmp = u;
                u = v;
                v = tmp;
                me->u = u; /* the neighbours read my boundary rows from the current array */
            }
#pragma acc update self(u[0:total])
        }
        stat[3 * t] = resid;
        stat[3 * t + 1] = omp_get_wtime() - t0;
        stat[3 * t + 2] = halo;
        uint64_t h = 0;
        for (long i = 1; i < nloc + 1; i++)
            for (long j = 1; j < w - 1; j++) {
                uint64_t bits;
                memcpy(&bits, &u[i * w + j], sizeof bits);
                h += mix(bits ^ mix((uint64_t)((me->lo - 1 + i) * w + j)));
            }
        hsum += h;
#pragma omp barrier
        free(u);
        free(v);
    }
    double resid = 0, t_all = 0, t_halo = 0;
    for (int t = 0; t < nt; t++) {
        resid += stat[3 * t];
        if (stat[3 * t + 1] > t_all) t_all = stat[3 * t + 1];
        if (stat[3 * t + 2] > t_halo) t_halo = stat[3 * t + 2];
    }
    printf("multi_gpu_jacobi N=%ld steps=%ld threads=%d devices=%d type=%d\n", n, steps, nt, ndev,
           (int)type);
    for (int t = 0; t < nt; t++) printf("thread %d: device %d, rows %ld..%ld\n", t, b[t].device,
                                        b[t].lo, b[t].lo + b[t].nloc - 1);
    printf("checksum 0x%016llx\n", (unsigned long long)hsum);
    printf("residual %.6e\n", sqrt(resid));
    printf("time/step %.4f ms, halo/step %.4f ms\n", steps ? 1e3 * t_all / steps : 0.0,
           steps ? 1e3 * t_halo / steps : 0.0);
    free(b);
    free(stat);
    return 0;
}

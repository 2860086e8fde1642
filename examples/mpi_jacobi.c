/* 2-D Jacobi iteration with MPI + OpenACC: one rank per GPU, a row-block decomposition.
 *
 * Build (Open MPI):  OMPI_CC=oxacc mpicc -acc -O2 examples/mpi_jacobi.c -o mpi_jacobi
 * Build (MPICH):     mpicc -cc=oxacc -acc -O2 examples/mpi_jacobi.c -o mpi_jacobi
 * Run:               mpirun -np 4 ./mpi_jacobi [N] [STEPS] [overlap]
 *
 * The global grid has N x N interior points and a fixed boundary (rows 0 and N+1, columns 0 and
 * N+1). Rank r owns a block of consecutive interior rows plus one halo row above and below.
 *
 *  - Device choice: each rank takes device (local rank modulo device count), the local rank from
 *    OMPI_COMM_WORLD_LOCAL_RANK (Open MPI), MPI_LOCALRANKID (MPICH) or else the rank in
 *    MPI_COMM_TYPE_SHARED; this is what NVIDIA's compilers' users write too.
 *  - The block stays on the device for the whole run (one data region); each step exchanges only
 *    the halo rows. Default: `update self` of the two boundary rows, MPI_Sendrecv between host
 *    buffers, `update device` of the two halo rows (works with any MPI). Built with
 *    -DCUDA_AWARE: MPI_Sendrecv on device addresses through `host_data use_device` (needs a
 *    CUDA-aware MPI on a GPU; on the host device the addresses are the host's).
 *  - `overlap` (third argument): the two boundary rows are computed first on queue 1 and sent
 *    while the interior rows are computed on queue 2, hiding the exchange behind the interior.
 *  - The residual (sum of squared updates) is reduced with MPI_Allreduce every CHECK steps.
 *  - The result: a checksum of every interior value's bits and its global position, summed
 *    modulo 2^64 with MPI_Reduce. The arithmetic of a point does not depend on the number of
 *    ranks, so every run of the same N and STEPS prints the same checksum, bit for bit.
 *    (The residual is a reduction whose order depends on the decomposition: it may differ in the
 *    last bits.)
 *
 * Output (rank 0): `checksum 0x...`, `residual ...`, and `time/step` and `halo/step` (the
 * slowest rank's, in milliseconds; halo = the exchange including its update directives).
 */
#include <mpi.h>
#include <openacc.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK 100

static int local_rank(void) {
    const char *s = getenv("OMPI_COMM_WORLD_LOCAL_RANK");
    if (!s) s = getenv("MPI_LOCALRANKID");
    if (s) return atoi(s);
    MPI_Comm node;
    int r;
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node);
    MPI_Comm_rank(node, &r);
    MPI_Comm_free(&node);
    return r;
}

/* The fixed boundary and the initial interior: any values will do, as long as every rank
 * computes those of a global position identically. */
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

/* One Jacobi sweep of local rows [r0, r1) from u into v (w = row width including the boundary
 * columns). Written as 0.25 * (sum) so that no contraction into an FMA can change a value. */
static void sweep(const double *restrict u, double *restrict v, long r0, long r1, long w,
                  long total, int async_q) {
    if (r1 <= r0) return;
#pragma acc parallel loop gang present(u[0:total], v[0:total]) async(async_q)
    for (long i = r0; i < r1; i++) {
#pragma acc loop vector
        for (long j = 1; j < w - 1; j++)
            v[i * w + j] = 0.25 * (u[(i - 1) * w + j] + u[(i + 1) * w + j] + u[i * w + j - 1] +
                                   u[i * w + j + 1]);
    }
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    long n = argc > 1 ? atol(argv[1]) : 256;
    long steps = argc > 2 ? atol(argv[2]) : 200;
    int overlap = argc > 3 && strcmp(argv[3], "overlap") == 0;
    if (n < size || n < 1 || steps < 0) {
        if (rank == 0) fprintf(stderr, "usage: mpi_jacobi [N >= ranks] [STEPS] [overlap]\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }

    /* Device: local rank modulo the number of devices of the current type. */
    acc_device_t type = acc_get_device_type();
    int ndev = acc_get_num_devices(type);
    int dev = ndev > 0 ? local_rank() % ndev : 0;
    if (ndev > 0) acc_set_device_num(dev, type);

    /* Rows [lo, lo + nloc) of the N interior rows (global rows 1..N). */
    long lo = 1 + n * rank / size, nloc = n * (rank + 1) / size - n * rank / size;
    long w = n + 2, total = (nloc + 2) * w;
    int up = rank > 0 ? rank - 1 : MPI_PROC_NULL;
    int down = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
    double *u = malloc(sizeof(double) * total), *v = malloc(sizeof(double) * total);
    if (!u || !v) MPI_Abort(MPI_COMM_WORLD, 3);
    for (long i = 0; i < nloc + 2; i++)
        for (long j = 0; j < w; j++) u[i * w + j] = v[i * w + j] = initial(lo - 1 + i, j, n);

    double resid = 0, t_halo = 0;
    MPI_Barrier(MPI_COMM_WORLD);
    double t0 = 0;
#pragma acc data copyin(u[0:total], v[0:total])
    {
        MPI_Barrier(MPI_COMM_WORLD);
        t0 = MPI_Wtime();
        for (long s = 0; s < steps; s++) {
            double th;
            if (!overlap) {
                th = MPI_Wtime();
#ifdef CUDA_AWARE
#pragma acc host_data use_device(u)
                {
                    MPI_Sendrecv(u + w, (int)w, MPI_DOUBLE, up, 0, u + (nloc + 1) * w, (int)w,
                                 MPI_DOUBLE, down, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                    MPI_Sendrecv(u + nloc * w, (int)w, MPI_DOUBLE, down, 1, u, (int)w, MPI_DOUBLE,
                                 up, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                }
#else
#pragma acc update self(u[w:w], u[nloc * w:w])
                MPI_Sendrecv(u + w, (int)w, MPI_DOUBLE, up, 0, u + (nloc + 1) * w, (int)w,
                             MPI_DOUBLE, down, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                MPI_Sendrecv(u + nloc * w, (int)w, MPI_DOUBLE, down, 1, u, (int)w, MPI_DOUBLE,
                             up, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                if (up != MPI_PROC_NULL) {
#pragma acc update device(u[0:w])
                }
                if (down != MPI_PROC_NULL) {
#pragma acc update device(u[(nloc + 1) * w:w])
                }
#endif
                t_halo += MPI_Wtime() - th;
                sweep(u, v, 1, nloc + 1, w, total, acc_async_sync);
            } else {
                /* The halos of u are current (exchanged at the end of the previous step, or
                 * initial). Boundary rows of v first, on queue 1; the interior on queue 2
                 * meanwhile; then v's boundary rows go to the neighbours while queue 2 runs. */
                sweep(u, v, 1, 2, w, total, 1);
                if (nloc > 1) sweep(u, v, nloc, nloc + 1, w, total, 1);
                sweep(u, v, 2, nloc, w, total, 2);
                th = MPI_Wtime();
#pragma acc update self(v[w:w], v[nloc * w:w]) async(1)
#pragma acc wait(1)
                MPI_Sendrecv(v + w, (int)w, MPI_DOUBLE, up, 0, v + (nloc + 1) * w, (int)w,
                             MPI_DOUBLE, down, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                MPI_Sendrecv(v + nloc * w, (int)w, MPI_DOUBLE, down, 1, v, (int)w, MPI_DOUBLE,
                             up, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                if (up != MPI_PROC_NULL) {
#pragma acc update device(v[0:w]) async(1)
                }
                if (down != MPI_PROC_NULL) {
#pragma acc update device(v[(nloc + 1) * w:w]) async(1)
                }
#pragma acc wait(1)
                t_halo += MPI_Wtime() - th;
#pragma acc wait(2)
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
                MPI_Allreduce(&r, &resid, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
            }
            double *t = u;
            u = v;
            v = t;
        }
        /* u holds the last step (the pointers are swapped every step, so neither array is
         * copied out at the region's end): bring it home. */
#pragma acc update self(u[0:total])
    }
    double t_all = MPI_Wtime() - t0, times[2] = {t_all, t_halo}, tmax[2];
    MPI_Reduce(times, tmax, 2, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);

    uint64_t h = 0, hsum = 0;
    for (long i = 1; i < nloc + 1; i++)
        for (long j = 1; j < w - 1; j++) {
            uint64_t bits;
            memcpy(&bits, &u[i * w + j], sizeof bits);
            h += mix(bits ^ mix((uint64_t)((lo - 1 + i) * w + j)));
        }
    MPI_Reduce(&h, &hsum, 1, MPI_UINT64_T, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        printf("mpi_jacobi N=%ld steps=%ld ranks=%d devices=%d type=%d%s%s\n", n, steps, size,
               ndev, (int)type, overlap ? " overlap" : "",
#ifdef CUDA_AWARE
               " cuda-aware"
#else
               ""
#endif
        );
        printf("checksum 0x%016llx\n", (unsigned long long)hsum);
        printf("residual %.6e\n", sqrt(resid));
        printf("time/step %.4f ms, halo/step %.4f ms\n", steps ? 1e3 * tmax[0] / steps : 0.0,
               steps ? 1e3 * tmax[1] / steps : 0.0);
    }
    free(u);
    free(v);
    MPI_Finalize();
    return 0;
}

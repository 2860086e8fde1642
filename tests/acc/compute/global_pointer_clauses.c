/* File-scope pointers and structs that data clauses name only through subarrays or members
 * (miniWeather, CloverLeaf and most C ports keep their arrays in globals): what is mapped is
 * the data, not the pointer variable (OpenACC 3.3 A.3.1, 2.7.1), so the kernels get the
 * pointer's value translated to the device copy (2.6.2: a scalar is firstprivate). The GPU
 * path stopped with "'g' is not present" before. */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

enum { N = 100 };
double *g, *h, *gd;
typedef struct { double *u, *v; int n; } mesh_t;
mesh_t mesh;
struct { double a[64]; int tag; } gs;

static void scale_present(double f) {
    /* Data created by `enter data` elsewhere, found again here. */
#pragma acc parallel loop present(h[0:N])
    for (int i = 0; i < N; i++) h[i] *= f;
}

int main(void) {
    int err = 0;
    g = malloc(N * sizeof *g);
    h = malloc(N * sizeof *h);
#pragma acc parallel loop copy(g[0:N])
    for (int i = 0; i < N; i++) g[i] = i;
    for (int i = 0; i < N; i++) err += g[i] != i;

#pragma acc data copyout(g[0:N])
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++) g[i] = 2 * i;
#pragma acc kernels
        for (int i = 0; i < N; i++) g[i] += 1;
    }
    for (int i = 0; i < N; i++) err += g[i] != 2 * i + 1;

    for (int i = 0; i < N; i++) h[i] = i;
#pragma acc enter data copyin(h[0:N])
    scale_present(3.0);
#pragma acc exit data copyout(h[0:N])
    for (int i = 0; i < N; i++) err += h[i] != 3.0 * i;

    if (!acc_on_device(acc_device_host)) {
        gd = acc_malloc(N * sizeof *gd);
#pragma acc parallel loop deviceptr(gd)
        for (int i = 0; i < N; i++) gd[i] = i + 0.5;
        double back[N];
        acc_memcpy_from_device(back, gd, N * sizeof *gd);
        for (int i = 0; i < N; i++) err += back[i] != i + 0.5;
        acc_free(gd);
    }

    mesh.n = N;
    mesh.u = malloc(N * sizeof(double));
    mesh.v = malloc(N * sizeof(double));
    for (int i = 0; i < N; i++) mesh.u[i] = i;
#pragma acc parallel loop copyin(mesh.u[0:mesh.n]) copyout(mesh.v[0:mesh.n])
    for (int i = 0; i < mesh.n; i++) mesh.v[i] = 2 * mesh.u[i];
    for (int i = 0; i < N; i++) err += mesh.v[i] != 2.0 * i;

    for (int i = 0; i < 64; i++) gs.a[i] = i;
#pragma acc parallel loop copy(gs.a[0:32])
    for (int i = 0; i < 32; i++) gs.a[i] = -gs.a[i];
    for (int i = 0; i < 64; i++) err += gs.a[i] != (i < 32 ? -i : i);

    printf("%s\n", err ? "FAIL" : "ok");
    free(g); free(h); free(mesh.u); free(mesh.v);
    return err != 0;
}

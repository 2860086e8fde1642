/* A struct (a local, a by-value parameter, a file-scope variable: the usual "struct of arrays"
 * port) whose pointer member's target is present (`enter data copyin(s.vx[0:n])`), used in a
 * compute construct with no clause for the struct (2.6.2: an aggregate is implicitly copy) or
 * with firstprivate(s). The device copy of the struct holds the host's addresses: the kernel
 * dereferenced them, so that under a device with its own memory it wrote host memory, the
 * device copy of vx was never updated and the copyout at the end overwrote the host's results
 * with stale values (bug hunt 21, bug04). Now a pointer member the region reads is translated
 * to the device copy of its target (as a pointer variable is, 2.6.2; as for the device copy of
 * an attached pointer, 2.6.8 / 2.7.2), in parallel, kernels and serial constructs, through
 * nested structs too; a pointer member the device copy holds attached, or that the program set
 * there itself (acc_memcpy_to_device), is used as it is. Runs under host (shared memory) and
 * emul (separate device memory): every result is checked after the data is copied back. */
#include <openacc.h>
#include <stdlib.h>
#include "check.h"

#define N 300

typedef struct { double *vx; int n; } soa_t;
typedef struct { int tag; soa_t a; float *w; } outer_t;

soa_t g; /* file scope */

static void set_param(soa_t s, double x) { /* by value, no clause: implicit copy(s) */
#pragma acc parallel loop
    for (int i = 0; i < s.n; i++) s.vx[i] = x + i;
}

static void add_firstprivate(soa_t s) {
#pragma acc parallel loop firstprivate(s)
    for (int i = 0; i < s.n; i++) s.vx[i] += 1;
}

static void scale_kernels(soa_t s) {
#pragma acc kernels loop
    for (int i = 0; i < s.n; i++) s.vx[i] *= 2;
}

static void serial_sum(soa_t s, double *out) {
    double t = 0;
#pragma acc serial copyout(t)
    {
        for (int i = 0; i < s.n; i++) t += s.vx[i];
    }
    *out = t;
}

int main(void) {
    soa_t s;
    s.n = N;
    s.vx = calloc(N, sizeof(double));
    double *host_vx = s.vx;
#pragma acc enter data copyin(s.vx[0:N])
    set_param(s, 10);            /* vx[i] = 10 + i */
    add_firstprivate(s);         /* 11 + i */
    scale_kernels(s);            /* 22 + 2i */
    double sum = 0;
    serial_sum(s, &sum);
    CHECK(sum == 22.0 * N + (double)N * (N - 1));

    /* A local struct in the same function, and a member the region writes (the struct's own
     * storage: copied back, with the host's address restored in vx). */
    int count = 0;
#pragma acc parallel loop reduction(+:count)
    for (int i = 0; i < s.n; i++) {
        s.vx[i] -= 2 * i;        /* 22 */
        count++;
    }
    CHECK(count == N);
#pragma acc serial
    {
        s.n = s.n - 1;
        s.vx[s.n] = -1;
    }
    CHECK(s.n == N - 1);
    CHECK(s.vx == host_vx);
    s.n = N;
#pragma acc exit data copyout(s.vx[0:N])
    for (int i = 0; i < N - 1; i++) CHECK(s.vx[i] == 22);
    CHECK(s.vx[N - 1] == -1);

    /* A nested struct and a second pointer member; only a conditional dereference of w. */
    outer_t o;
    o.tag = 3;
    o.a.n = N;
    o.a.vx = malloc(N * sizeof(double));
    o.w = malloc(N * sizeof(float));
    for (int i = 0; i < N; i++) {
        o.a.vx[i] = i;
        o.w[i] = 1;
    }
#pragma acc enter data copyin(o.a.vx[0:N], o.w[0:N])
#pragma acc parallel loop
    for (int i = 0; i < o.a.n; i++) {
        o.a.vx[i] += o.tag;
        if (i % 2) o.w[i] = 2;
    }
#pragma acc exit data copyout(o.a.vx[0:N], o.w[0:N])
    for (int i = 0; i < N; i++) {
        CHECK(o.a.vx[i] == i + 3);
        CHECK(o.w[i] == (i % 2 ? 2 : 1));
    }

    /* A file-scope struct. */
    g.n = N;
    g.vx = malloc(N * sizeof(double));
    for (int i = 0; i < N; i++) g.vx[i] = 1;
#pragma acc enter data copyin(g.vx[0:N])
#pragma acc parallel loop
    for (int i = 0; i < g.n; i++) g.vx[i] += i;
#pragma acc exit data copyout(g.vx[0:N])
    for (int i = 0; i < N; i++) CHECK(g.vx[i] == 1 + i);

    /* The struct mapped itself, its member attached (2.7.2): present(s) and no clause. */
    for (int i = 0; i < N; i++) s.vx[i] = 0;
#pragma acc enter data copyin(s) copyin(s.vx[0:N])
#pragma acc parallel loop present(s)
    for (int i = 0; i < s.n; i++) s.vx[i] = 5;
#pragma acc parallel loop
    for (int i = 0; i < s.n; i++) s.vx[i] += 1;
#pragma acc exit data copyout(s.vx[0:N]) delete(s)
    CHECK(s.vx == host_vx);
    for (int i = 0; i < N; i++) CHECK(s.vx[i] == 6);

    /* Device memory of acc_malloc in a member: the host's value is already a device
     * address. */
    soa_t d;
    d.n = N;
    d.vx = acc_malloc(N * sizeof(double));
#pragma acc parallel loop
    for (int i = 0; i < d.n; i++) d.vx[i] = 2 * i;
    double back[N];
    acc_memcpy_from_device(back, d.vx, sizeof back);
    for (int i = 0; i < N; i++) CHECK(back[i] == 2 * i);

    /* A manual deep copy: the device copy of the struct holds a device address that the host's
     * struct does not (the host's member is null). */
    soa_t m;
    m.n = N;
    m.vx = NULL;
    double *dv = acc_malloc(N * sizeof(double));
#pragma acc enter data copyin(m)
    soa_t *dm = acc_deviceptr(&m);
    acc_memcpy_to_device(&dm->vx, &dv, sizeof dv);
#pragma acc parallel loop
    for (int i = 0; i < m.n; i++) m.vx[i] = 3 * i;
    acc_memcpy_from_device(back, dv, sizeof back);
    for (int i = 0; i < N; i++) CHECK(back[i] == 3 * i);
#pragma acc exit data delete(m)
    acc_free(d.vx);
    acc_free(dv);
    free(host_vx);
    free(o.a.vx);
    free(o.w);
    free(g.vx);
    CHECK_DONE();
}

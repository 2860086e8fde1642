/* spec 2.6.2, 2.7.2: an array of structs copied whole (2.6.2's implicit copy, or a clause
 * naming it) copies its elements' pointer members bitwise: the host's addresses. When their
 * targets are mapped separately (`enter data copyin(q[0:m])` through another pointer, no
 * attach), the kernel's `arr[k].p[i]` dereferenced the host address: emul read and wrote host
 * memory (the copy back then overwrote the results), a GPU faults (bug hunt 2026-11-29, the
 * known gap "array of structs copied whole whose elements' pointer members point to data
 * mapped separately"). The construct now attaches each element's member whose target is
 * present (and detaches it before the copy back, so the host never sees a device address);
 * the manual deep copy (`enter data copyin(arr[k].p[0:m])`, which attaches, 2.6.8) keeps
 * working, its attachment only counted. */
#include "acc_test.h"

struct inner {
    int k;
    double *q;
};
struct vec {
    int n;
    double *p;
    struct inner in;
};

enum { M = 8, K = 3 };

int main(void) {
    /* A fixed-size array, implicitly copied; targets entered through another pointer. */
    struct vec arr[K];
    for (int k = 0; k < K; k++) {
        arr[k].n = M;
        arr[k].p = (double *)calloc(M, sizeof(double));
        arr[k].in.k = k;
        arr[k].in.q = (double *)calloc(M, sizeof(double));
        double *t = arr[k].p, *u = arr[k].in.q;
#pragma acc enter data copyin(t[0:M], u[0:M])
    }
#pragma acc parallel loop collapse(2)
    for (int k = 0; k < K; k++)
        for (int i = 0; i < M; i++) {
            arr[k].p[i] = k * 100 + i;
            arr[k].in.q[i] = arr[k].p[i] + arr[k].in.k;
        }
    if (discrete()) CHECK(!acc_is_present(arr, sizeof arr)); /* the implicit copy ended */
    for (int k = 0; k < K; k++) {
        double *t = arr[k].p, *u = arr[k].in.q;
        for (int i = 0; i < M; i++) CHECK(t[i] == 0 || !discrete()); /* not written on the host */
#pragma acc exit data copyout(t[0:M], u[0:M])
        for (int i = 0; i < M; i++) CHECK(t[i] == k * 100 + i && u[i] == k * 101 + i);
    }

    /* An array reached through a pointer, entered whole, targets entered separately; a
     * `kernels` construct, and `ps->p` (element 0). */
    struct vec *pa = (struct vec *)malloc(K * sizeof *pa);
    for (int k = 0; k < K; k++) {
        pa[k] = arr[k];
        pa[k].p = (double *)calloc(M, sizeof(double));
    }
#pragma acc enter data copyin(pa[0:K])
    for (int k = 0; k < K; k++) {
        double *t = pa[k].p;
#pragma acc enter data copyin(t[0:M])
    }
#pragma acc kernels present(pa[0:K])
    {
        for (int k = 0; k < K; k++)
            for (int i = 0; i < M; i++) pa[k].p[i] = -(k * 10 + i);
        pa->p[0] = 42;
    }
    if (discrete()) {
        struct vec dv;
        for (int k = 0; k < K; k++) {
            dev_read(&dv, &pa[k], sizeof dv);
            CHECK(dv.p == pa[k].p); /* detached again: the device copy holds the host's */
        }
    }
    for (int k = 0; k < K; k++) {
        double *t = pa[k].p;
#pragma acc exit data copyout(t[0:M])
        for (int i = 0; i < M; i++) CHECK(t[i] == ((k == 0 && i == 0) ? 42 : -(k * 10 + i)));
    }

    /* The manual deep copy (attached by the member's section, 2.6.8): only counted. */
    for (int k = 0; k < K; k++) {
#pragma acc enter data copyin(pa[k].p[0:M])
    }
#pragma acc parallel loop collapse(2) present(pa[0:K])
    for (int k = 0; k < K; k++)
        for (int i = 0; i < M; i++) pa[k].p[i] += 1;
    if (discrete()) {
        struct vec dv;
        dev_read(&dv, &pa[1], sizeof dv);
        CHECK(dv.p == (double *)acc_deviceptr(pa[1].p)); /* still the program's attachment */
    }
    for (int k = 0; k < K; k++) {
#pragma acc exit data copyout(pa[k].p[0:M])
        for (int i = 0; i < M; i++) CHECK(pa[k].p[i] == ((k == 0 && i == 0) ? 43 : -(k * 10 + i) + 1));
    }
#pragma acc exit data delete(pa[0:K])

    /* One struct through a pointer (`one->p`: only its own member is attached). */
    struct vec *one = &pa[1];
    double *t1 = one->p;
#pragma acc enter data copyin(one[0:1], t1[0:M])
#pragma acc parallel loop present(one[0:1])
    for (int i = 0; i < M; i++) one->p[i] = 7 * i;
#pragma acc exit data copyout(t1[0:M]) delete(one[0:1])
    for (int i = 0; i < M; i++) CHECK(t1[i] == 7 * i);
    for (int k = 0; k < K; k++) {
        free(arr[k].p);
        free(arr[k].in.q);
        free(pa[k].p);
    }
    free(pa);
    return 0;
}

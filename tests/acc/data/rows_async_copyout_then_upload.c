/* spec 2.16.1 (async clause): work on one queue runs in order; spec 2.7.1: `copyout(a[0:n][0:m])`
 * of a pointer to rows copies each row back. A batched rows copyout on queue 1 (one download
 * of every row into a buffer, then the rows scattered from it), then an upload of one of the
 * rows on the same queue (`acc_copyin_async`, `update device async`): the upload must send
 * the copied-out values. The scatter was a host function queued behind the download, while
 * an async upload from pageable memory reads the host data at the call (cuMemcpyHtoDAsync,
 * and emul since 2026-11-29): the row went up stale (emul: 5 instead of 1005, bug hunt
 * 2026-11-29, emul queues); on nvidia the download into pageable memory had completed at the
 * call already, so the copyout now scatters at the call too. */
#include "acc_test.h"

/* Keeps queue q busy for a while (a serial kernel), so that what is queued behind it has not
 * run when the host goes on. */
static void busy(double *s, int q) {
#pragma acc serial copy(s[0:1]) async(q)
    {
        double v = s[0];
        for (long k = 0; k < 30000000; k++) v = v * 0.999999 + 1e-9;
        s[0] = v;
    }
}

int main(void) {
    double s[1] = {1};
    int n = 4, m = 64;
    double **a = (double **)malloc(sizeof(double *) * (size_t)n);
    for (int i = 0; i < n; i++) {
        a[i] = (double *)malloc(sizeof(double) * (size_t)m);
        for (int j = 0; j < m; j++) a[i][j] = j;
    }
#pragma acc enter data copyin(a[0:n][0:m])
#pragma acc parallel loop collapse(2) present(a[0:n][0:m])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) a[i][j] += 1000;
    busy(s, 1);
#pragma acc exit data copyout(a[0:n][0:m]) async(1)
    acc_copyin_async(a[1], sizeof(double) * (size_t)m, 1);
    acc_wait(1);
    double back[64];
    acc_memcpy_from_device(back, acc_deviceptr(a[1]), sizeof back);
    for (int j = 0; j < m; j++) CHECK(back[j] == j + 1000);
    acc_delete(a[1], sizeof(double) * (size_t)m);

    /* the same through update device async of a row entered again on its own */
#pragma acc enter data copyin(a[0:n][0:m])
#pragma acc parallel loop collapse(2) present(a[0:n][0:m])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) a[i][j] *= 2;
    busy(s, 2);
#pragma acc exit data copyout(a[0:n][0:m]) async(2)
#pragma acc enter data create(a[2][0:m]) async(2)
#pragma acc update device(a[2][0:m]) async(2)
#pragma acc wait(2)
    acc_memcpy_from_device(back, acc_deviceptr(a[2]), sizeof back);
    for (int j = 0; j < m; j++) CHECK(back[j] == 2 * (j + 1000));
#pragma acc exit data delete(a[2][0:m])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) CHECK(a[i][j] == 2 * (j + 1000));
    for (int i = 0; i < n; i++) free(a[i]);
    free(a);
    return 0;
}

// cflags: -gpu=managed
/* -gpu=managed (nvc's option; OpenACC 3.3, 2.6 "Data Environment": data in shared memory
 * needs no data movement): the program's malloc, calloc, realloc, posix_memalign and
 * aligned_alloc return memory that host and device reach at one address. So compute
 * regions use it with no data clause (2.6.2: a pointer is firstprivate, and the device can
 * read what it points to), it is present at its own address (3.2.29 acc_is_present, 3.2.27
 * acc_deviceptr, 3.2.28 acc_hostptr), data clauses on it (2.7) and update (2.14.4) take no
 * action, realloc keeps it managed, a struct's pointer members need no attach (2.6.8), and
 * free of memory libc allocated (strdup) still works. On the emulated discrete-memory device
 * every check below fails without the option (the regions stop with "not present"); on the
 * host team they hold anyway. */
#include <openacc.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

struct vec {
    int n;
    double *x;
};

int main(void) {
    int n = 1000;
    double *a = malloc(n * sizeof *a);
    double *b = calloc(n, sizeof *b);
    CHECK(a != NULL && b != NULL);
    for (int i = 0; i < n; i++) {
        a[i] = i;
        CHECK(b[i] == 0.0);
    }
    CHECK(acc_is_present(a, n * sizeof *a));
    CHECK(acc_is_present(b + 10, 8));
    CHECK(acc_deviceptr(a + 3) == a + 3);
    CHECK(acc_hostptr(a + 3) == a + 3);

    /* No data clause: the regions use the one copy. */
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
        b[i] = 2 * a[i];
    for (int i = 0; i < n; i++)
        CHECK(b[i] == 2 * i);
#pragma acc kernels
    for (int i = 0; i < n; i++)
        a[i] = b[i] + 1;
    for (int i = 0; i < n; i++)
        CHECK(a[i] == 2 * i + 1);

    /* Data clauses on managed data take no action: no copy in at the entry, no copy out at the
     * exit; what the host writes inside the region is what the device reads. */
#pragma acc data copyin(a[0:n]) copyout(b[0:n])
    {
        a[0] = 42;
#pragma acc parallel loop present(a[0:n], b[0:n])
        for (int i = 0; i < n; i++)
            b[i] = a[i];
        CHECK(b[0] == 42);
        b[1] = -5; /* no copyout at the exit overwrites it */
    }
    CHECK(b[1] == -5);
    /* enter data / update / exit data: no copies, no counters (an exit data without an
     * entry raises no error). */
#pragma acc enter data create(b[0:n])
    b[2] = 7;
#pragma acc update device(b[0:n])
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
        b[i] += 1;
#pragma acc update self(b[0:n])
    CHECK(b[2] == 8);
#pragma acc exit data delete(b[0:n])
#pragma acc exit data copyout(a[0:n])
    CHECK(acc_is_present(b, n * sizeof *b));
    acc_copyin(a, 16);
    acc_delete(a, 16);
    acc_delete(a, 16);
    /* The device address is the host's (3.2.27), for host_data (2.8) and acc_memcpy_* (3.2.31,
     * whose device range is checked against the managed block). */
    double *saved = a;
#pragma acc host_data use_device(a)
    {
        CHECK(a == saved);
    }
    double four[4] = {9, 8, 7, 6};
    acc_memcpy_to_device(acc_deviceptr(a + 100), four, sizeof four);
    CHECK(a[100] == 9 && a[103] == 6);
    acc_memcpy_from_device(four, acc_deviceptr(b + 2), sizeof(double));
    CHECK(four[0] == 8);

    /* realloc: the contents move, the new block is managed too. */
    a = realloc(a, 2 * n * sizeof *a);
    CHECK(a != NULL && a[5] == 11);
    CHECK(acc_is_present(a, 2 * n * sizeof *a));
#pragma acc parallel loop
    for (int i = 0; i < 2 * n; i++)
        a[i] = -i;
    CHECK(a[2 * n - 1] == -(2 * n - 1));

    /* posix_memalign and aligned_alloc, with their alignments. */
    float *f = NULL;
    CHECK(posix_memalign((void **)&f, 4096, n * sizeof *f) == 0);
    CHECK(((unsigned long)f & 4095) == 0);
    int *g = aligned_alloc(64, 64 * 16);
    CHECK(g != NULL && ((unsigned long)g & 63) == 0);
#pragma acc parallel loop
    for (int i = 0; i < n; i++) {
        f[i] = 0.5f * i;
        if (i < 256)
            g[i] = i * 3;
    }
    CHECK(f[n - 1] == 0.5f * (n - 1) && g[255] == 765);

    /* Deep structures: pointer members need no attach, the device follows them. */
    struct vec *v = malloc(sizeof *v);
    v->n = n;
    v->x = malloc(n * sizeof(double));
    struct vec *arr = malloc(4 * sizeof *arr);
    for (int k = 0; k < 4; k++) {
        arr[k].n = 8;
        arr[k].x = calloc(8, sizeof(double));
    }
#pragma acc parallel loop
    for (int i = 0; i < v->n; i++)
        v->x[i] = 3.0 * i;
    CHECK(v->x[7] == 21.0);
#pragma acc parallel loop collapse(2)
    for (int k = 0; k < 4; k++)
        for (int j = 0; j < 8; j++)
            arr[k].x[j] = k * 10 + j;
    CHECK(arr[3].x[7] == 37);
    /* With data clauses naming members: still no action (and no attach writing a device
     * address into the host's struct). */
#pragma acc parallel loop copy(v[0:1], v->x[0:n])
    for (int i = 0; i < n; i++)
        v->x[i] += 1;
    CHECK(v->x[7] == 22.0);

    /* A struct of the stack (its own device copy) holding a managed pointer: the device copy
     * keeps the host's pointer, which the device reads; a member section on managed data
     * attaches nothing (2.6.8: its target has no device copy, the data is shared). */
    struct vec sv = {n, malloc(n * sizeof(double))};
#pragma acc parallel loop copyin(sv)
    for (int i = 0; i < sv.n; i++)
        sv.x[i] = i;
    CHECK(sv.x[5] == 5);
#pragma acc parallel loop copy(sv, sv.x[0:n])
    for (int i = 0; i < sv.n; i++)
        sv.x[i] += 1;
#pragma acc parallel loop
    for (int i = 0; i < sv.n; i++)
        sv.x[i] *= 2;
    CHECK(sv.x[5] == 12 && sv.x[n - 1] == 2.0 * n);
    free(sv.x);

    /* Memory from libc (realpath's; strdup's is managed since 2026-11-30:
     * managed_strdup.c) goes back to libc: free and realloc pass it on. */
    char *s = realpath("/", NULL);
    CHECK(s != NULL && !acc_is_present(s, 2) == (acc_get_device_type() != acc_device_host));
    s = realloc(s, 64);
    CHECK(s != NULL && strcmp(s, "/") == 0);
    free(s);
    free(NULL);
    for (int k = 0; k < 4; k++)
        free(arr[k].x);
    free(arr);
    free(v->x);
    free(v);
    free(f);
    free(g);
    free(a);
    free(b);
    CHECK_DONE();
}

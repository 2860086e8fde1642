/* Pointers inside a kernels construct (OpenACC 3.3, 2.5.3; data attributes 2.6): in the region
 * every pointer value derived from mapped data is the device copy's address, as nvc and gcc
 * give it. oxacc runs the code between a kernels construct's loops on the host, so a pointer
 * declared there (`int *p = e;`) held e's host address; a kernel that wrote it (`*p++ = i` in a
 * sequential loop) got that host address in its device copy of p and wrote through it: under
 * ACC_DEVICE_TYPE=emul the writes were lost, on a GPU the kernel faults. Now such a pointer's
 * device copy is translated before each kernel and back after it. Found by a bug hunt. */
#include "check.h"

#define N 100

struct S { int *q; int n; };

/* Declared in the construct, advanced in a sequential loop (a one-thread kernel). */
static void advance(int *e, int n) {
#pragma acc kernels copy(e[0:n])
    {
        int *p = e;
        for (int i = 0; i < n; i++) *p++ = i;
    }
}

/* `p = e + 3` and `&e[k]`: used in a sequential statement and in a parallel loop. */
static void offsets(int *e, int n) {
#pragma acc kernels copy(e[0:n])
    {
        int *p = e + 3;
        int *q = &e[1];
        p[-3] = 100;
        *q++ = 101;
        *q = 102;
#pragma acc loop independent
        for (int i = 0; i < n - 3; i++) p[i] += i + 1;
    }
}

/* Assigned after its declaration, then advanced and dereferenced by later kernels. */
static void assigned_later(int *e, int n) {
#pragma acc kernels copy(e[0:n])
    {
        int *p;
        p = e;
        p += 10;
        *p = -5;
        for (int i = 1; i < n - 10; i++) p[i] = 2 * i;
    }
}

/* From a struct member pointer whose data the construct maps. */
static void member(struct S *s) {
#pragma acc kernels copy(s[0:1], s->q[0:s->n])
    {
        int *p = s->q;
        for (int i = 0; i < s->n; i++) *p++ = i + 1;
    }
}

/* Host control flow reads the pointer between kernels that advance it: it must compare host
 * addresses with host addresses. */
static void host_control(int *e, int n) {
#pragma acc kernels copy(e[0:n])
    {
        int *p = e;
        while (p < e + n) {
            *p = 7;
            p += 2;
        }
    }
}

/* Declared outside the construct: 2.6.2 makes it a copy; its value after the construct is
 * the one the kernel left, as a host address. */
static int *outside(int *e, int n) {
    int *p = e;
#pragma acc kernels copy(e[0:n])
    {
        for (int i = 0; i < n; i++) *p++ = 3 * i;
    }
    return p;
}

/* An async construct: the kernel's own copy of p is read back after the kernel ran. */
static void async_kernels(int *e, int n) {
#pragma acc kernels copy(e[0:n]) async(1)
    {
        int *p = e;
        for (int i = 0; i < n; i++) *p++ = i + 9;
    }
#pragma acc wait(1)
}

/* parallel and serial regions are one kernel each: their declarations are device code. */
static void parallel_serial(int *e, int n) {
#pragma acc parallel copy(e[0:n])
    {
        int *p = e;
#pragma acc loop
        for (int i = 0; i < n; i++) p[i] = i;
    }
#pragma acc serial copy(e[0:n])
    {
        int *p = e + 1;
        for (int i = 1; i < n; i++) *p++ += 1;
    }
}

int main(void) {
    int e[N];
    int q[N];
    struct S s = { q, N };

    for (int i = 0; i < N; i++) e[i] = -1;
    advance(e, N);
    for (int i = 0; i < N; i++) CHECK(e[i] == i);

    for (int i = 0; i < N; i++) e[i] = 0;
    offsets(e, N);
    CHECK(e[0] == 100);
    CHECK(e[1] == 101);
    CHECK(e[2] == 102);
    for (int i = 3; i < N; i++) CHECK(e[i] == i - 2);

    for (int i = 0; i < N; i++) e[i] = 0;
    assigned_later(e, N);
    CHECK(e[10] == -5);
    for (int i = 11; i < N; i++) CHECK(e[i] == 2 * (i - 10));

    for (int i = 0; i < N; i++) q[i] = 0;
    member(&s);
    for (int i = 0; i < N; i++) CHECK(q[i] == i + 1);

    for (int i = 0; i < N; i++) e[i] = 0;
    host_control(e, N);
    for (int i = 0; i < N; i++) CHECK(e[i] == (i % 2 == 0 ? 7 : 0));

    for (int i = 0; i < N; i++) e[i] = 0;
    CHECK(outside(e, N) == e + N);
    for (int i = 0; i < N; i++) CHECK(e[i] == 3 * i);

    for (int i = 0; i < N; i++) e[i] = 0;
    async_kernels(e, N);
    for (int i = 0; i < N; i++) CHECK(e[i] == i + 9);

    for (int i = 0; i < N; i++) e[i] = -1;
    parallel_serial(e, N);
    CHECK(e[0] == 0);
    for (int i = 1; i < N; i++) CHECK(e[i] == i + 1);
    CHECK_DONE();
}

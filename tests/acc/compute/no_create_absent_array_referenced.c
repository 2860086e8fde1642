/* OpenACC 3.3, 2.7.10 no_create: "If the var is not present, no action is performed, and any
 * device code in this construct will use the local memory address for var". An absent array,
 * section or struct referenced by the region (here only under a condition that is false, so
 * it is never dereferenced on a discrete device) is passed as its local address; before the
 * fix the launch stopped with "'a' ... is not present on the device" (emul). Present, the
 * same clause uses the device copy. On the construct and on an enclosing data construct, for
 * parallel loop, kernels, serial, a file-scope array, a local array, a section and a struct. */
#include <openacc.h>
#include "check.h"
#define N 48
struct pair { int x, y; };
static long g[N];
static volatile int never; /* 0, read at run time */
int main(void) {
    int is_host = acc_get_device_type() == acc_device_host;
    long loc[N], c[N];
    struct pair pr = {3, 4};
    for (int i = 0; i < N; i++) { g[i] = 100 + i; loc[i] = 200 + i; c[i] = 0; }
    int nv = never;
#pragma acc parallel loop no_create(g) copy(c)
    for (int i = 0; i < N; i++) { if (nv) c[i] = g[i]; c[i] += 1; }
#pragma acc kernels no_create(loc[4:10], pr) copy(c)
    for (int i = 0; i < N; i++) { if (nv) c[i] = loc[i] + pr.x; c[i] += 1; }
#pragma acc serial no_create(loc) copy(c)
    for (int i = 0; i < N; i++) { if (nv) c[i] = loc[i]; c[i] += 1; }
#pragma acc data no_create(g, pr)
    {
#pragma acc parallel loop copy(c)
        for (int i = 0; i < N; i++) { if (nv) c[i] = g[i] + pr.y; c[i] += 1; }
    }
    for (int i = 0; i < N; i++) CHECK(c[i] == 4);
    CHECK(is_host || !acc_is_present(g, sizeof g));
    /* present: the device copy is used and nothing is copied back */
#pragma acc enter data copyin(g, pr)
    for (int i = 0; i < N; i++) g[i] = -1;
    pr.x = -1;
#pragma acc parallel loop no_create(g, pr) copy(c)
    for (int i = 0; i < N; i++) { c[i] = g[i] + pr.x; g[i] = 0; }
    for (int i = 0; i < N; i++) CHECK(c[i] == (is_host ? -2 : 100 + i + 3));
    CHECK(g[0] == (is_host ? 0 : -1));
#pragma acc exit data delete(g, pr)
    CHECK_DONE();
}

/* issue item 7, spec 2.16: __oxacc_run_team_async runs a host region in queue order (after the
 * copies queued before it) with its own copy of the context, and acc_wait waits for it. */
#include "check.h"
#include <oxacc_rt.h>

struct ctx {
    float *a;
    int n;
    float add;
};

static void add(void *p, int tid, int nthreads) {
    struct ctx *c = (struct ctx *)p;
    for (int i = tid; i < c->n; i += nthreads) c->a[i] += c->add;
}

static void launch(float *dev, int n, int q) {
    struct ctx c = {dev, n, 1.0f}; /* a local: the runtime keeps a copy */
    __oxacc_run_team_async(add, &c, sizeof c, 0, q, NULL, 0);
}

TEST_MAIN_BEGIN
    enum { N = 10000 };
    float *a = malloc(N * sizeof(float));
    fill(a, N, 0.0f);
    if (acc_get_device_type() == acc_device_nvidia) return 0; /* a host region needs host-addressable data */
    acc_copyin(a, N * sizeof(float));
    float *d = (float *)acc_deviceptr(a);
    for (int r = 0; r < 5; r++) launch(d, N, 6);
    acc_update_self_async(a, N * sizeof(float), 6);
    acc_wait(6);
    CHECK(same(a, N, 5.0f));
    acc_delete(a, N * sizeof(float));
    free(a);
TEST_MAIN_END

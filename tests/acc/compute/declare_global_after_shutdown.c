/* A file-scope `declare create(g)` lives for the whole program (OpenACC 3.3, 2.13): after
 * acc_shutdown of the device (3.2.8), using the device again finds `g` mapped again, as with
 * nvc (whose reloaded module has its globals). Before, the shutdown removed the mapping for
 * good and the next compute construct using `g` stopped with "'g' ... is not present on the
 * device" (emul; the host device shares memory). A `declare copyin` global gets the host's
 * value of that moment. */
#include <openacc.h>
#include "check.h"

#define N 32

static int g[N];
static int c = 5;
#pragma acc declare create(g) copyin(c)

static int run(void) {
    int out[N];
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
        g[i] = i + c;
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < N; i++)
        out[i] = g[i] * 2;
    return out[3];
}

int main(void) {
    acc_device_t t = acc_get_device_type();
    CHECK(run() == 2 * (3 + 5));
    acc_shutdown(t);
    c = 7;
    CHECK(run() == 2 * (3 + 7));
    CHECK(acc_is_present(g, sizeof g));
    CHECK_DONE();
}

/* OpenACC 3.3, 2.6.5 / 2.6.2: with the if clause of a data construct false there is no data
 * region, and a compute construct inside acts with the kind of the visible clause itself, as
 * nvc and gcc do: copyin copies the data in for the construct and not back (2.7.7), copyout
 * copies it out (2.7.8), create only allocates it (2.7.9). With the condition true each is a
 * reference count on present data. Also: the `if` on a data construct several blocks up, and
 * nested data constructs where only the outer one has an `if` (the inner one's data is
 * present either way). Before the fix these arrays were "not present" at run time under a
 * discrete-memory device (emul). */
#include "check.h"
#include <openacc.h>

#define N 32
static volatile int on; /* the condition, read at run time */

static void kinds(int cond) {
    int discrete = acc_get_device_type() != acc_device_host;
    int n = N, a[N], b[N], t[N];
    for (int i = 0; i < n; i++) {
        a[i] = i;
        b[i] = -1;
        t[i] = 7;
    }
    on = cond;
#pragma acc data copyin(a[0:n]) copyout(b[0:n]) create(t[0:n]) if(on)
    {
#pragma acc parallel loop
        for (int i = 0; i < n; i++) {
            t[i] = 2 * a[i];
            b[i] = t[i] + 1;
            a[i] = -5; /* device copy only: copyin does not copy back */
        }
        if (discrete && !cond) /* copied out at the end of the compute construct */
            CHECK(b[3] == 7);
        if (discrete && cond) /* still on the device until the data region ends */
            CHECK(b[3] == -1);
    }
    for (int i = 0; i < n; i++) {
        CHECK(b[i] == 2 * i + 1);
        /* On shared memory (host) every clause aliases the host copy. */
        CHECK(a[i] == (discrete ? i : -5));
        CHECK(t[i] == (discrete ? 7 : 2 * i));
    }
}

static void nested(int cond) {
    int n = N, x[N], y[N];
    long sum = 0;
    for (int i = 0; i < n; i++) {
        x[i] = i;
        y[i] = 100;
    }
    on = cond;
#pragma acc data copy(x[0:n]) if(on)
    {
        for (int rep = 0; rep < 2; rep++) {
            if (n > 0) {
#pragma acc data copyin(y[0:n])
                {
                    {
#pragma acc parallel loop reduction(+:sum)
                        for (int i = 0; i < n; i++) {
                            x[i] += y[i];
                            sum += y[i];
                        }
                    }
                }
            }
        }
#pragma acc data copy(x[0:n])
        {
            /* An inner construct without `if` maps x: present for this one. */
#pragma acc kernels loop
            for (int i = 0; i < n; i++)
                x[i] += 1;
        }
    }
    for (int i = 0; i < n; i++)
        CHECK(x[i] == i + 201);
    CHECK(sum == 2L * 100 * N);
}

int main(void) {
    kinds(0);
    kinds(1);
    nested(0);
    nested(1);
    CHECK_DONE();
}

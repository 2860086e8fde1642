// cflags: -Wall -Wextra
/* OpenACC 3.3, 2.9.10 and 2.9.11: a loop's private copy and reduction partial stand for the
 * variable the clause names, not for every variable of that name: a block of the loop body
 * that declares its own 't' or 's' uses its own. The multicore code used to rewrite every
 * use *named* like the clause's variable (inner declarations included), so the inner
 * variable read the loop's copy or the running partial sum. */
#include "check.h"
int main(void) {
    int out[100];
    int t = 3;
#pragma acc parallel loop private(t) copyout(out)
    for (int i = 0; i < 100; i++) {
        t = i;
        {
            int t = 7;
            out[i] = t;
        }
        out[i] += t;
    }
    for (int i = 0; i < 100; i++) CHECK(out[i] == 7 + i);
    CHECK(t == 3);

    int w[3] = {0, 0, 0};
#pragma acc parallel loop private(w) copyout(out)
    for (int i = 0; i < 100; i++) {
        w[0] = i;
        {
            int w = 5;
            out[i] = w;
        }
        out[i] += w[0];
    }
    for (int i = 0; i < 100; i++) CHECK(out[i] == 5 + i);

    int s = 0;
#pragma acc parallel copyout(out) copy(s)
    {
#pragma acc loop reduction(+:s)
        for (int i = 0; i < 100; i++) {
            s += i;
            {
                int s = 7;
                out[i] = s;
            }
        }
    }
    for (int i = 0; i < 100; i++) CHECK(out[i] == 7);
    CHECK(s == 4950);

    /* The private copies the implementation makes itself: a parallel 'auto' loop's and a
     * kernels loop's scalars assigned first in each iteration (2.9.7, 2.6.1). */
    int u = 0;
#pragma acc parallel loop auto copyout(out)
    for (int i = 0; i < 100; i++) {
        u = i * 2;
        {
            int u = 1;
            out[i] = u;
        }
        out[i] += u;
    }
    for (int i = 0; i < 100; i++) CHECK(out[i] == 1 + 2 * i);
    int v = 0;
#pragma acc kernels copyout(out)
    {
#pragma acc loop independent
        for (int i = 0; i < 100; i++) {
            v = i * 3;
            {
                int v = 2;
                out[i] = v;
            }
            out[i] += v;
        }
    }
    for (int i = 0; i < 100; i++) CHECK(out[i] == 2 + 3 * i);
    CHECK_DONE();
}

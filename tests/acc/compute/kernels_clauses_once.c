/* OpenACC 3.3, 2.5.3 (kernels), 2.5.6 (if), 2.16.1 (async), 2.16.2 (wait): the clauses of a
 * kernels construct hold for the whole construct, so each argument is evaluated once, however
 * many kernels the construct's loops become. Every kernel used to evaluate the if, async and
 * wait arguments again (q++ ran once per kernel plus once for the data clauses, so the
 * kernels also went to different queues than the construct's data). */
#include "check.h"

static int calls;
static int cond(void) {
    calls++;
    return 1;
}

int main(void) {
    static double a[4000], b[4000];
    int n = 4000;
    int q = 1, w = 1, c = 0;
    for (int i = 0; i < n; i++) a[i] = i;
#pragma acc kernels copy(a[0:n]) create(b[0:n]) async(q++) wait(w++) if(c++ >= 0)
    {
        for (int i = 0; i < n; i++) b[i] = a[i] * 2;
        for (int i = 0; i < n; i++) a[i] = b[i] + 1;
        for (int i = 1; i < n; i++) b[i] = a[i - 1];
    }
#pragma acc wait
    CHECK(q == 2);
    CHECK(w == 2);
    CHECK(c == 1);
    for (int i = 0; i < n; i++) CHECK(a[i] == 2.0 * i + 1);
    /* A condition with a side effect, and the construct's queue for every kernel: the
     * data's copyout (on queue 5) follows the last kernel. */
#pragma acc kernels copy(a[0:n]) if(cond()) async(5)
    {
        for (int i = 0; i < n; i++) a[i] -= 1;
        for (int i = 0; i < n; i++) a[i] *= 2;
    }
#pragma acc wait(5)
    CHECK(calls == 1);
    for (int i = 0; i < n; i++) CHECK(a[i] == 4.0 * i);
    CHECK_DONE();
}

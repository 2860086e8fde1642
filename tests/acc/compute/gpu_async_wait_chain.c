/* OpenACC 3.3, 2.16.2 (wait clause on compute constructs), 2.16.3 (wait directive with an async
 * clause): a pipeline across four queues where each stage waits for the previous stage's queue —
 * with the wait clause on the compute construct, with `wait(q) async(r)` directives, and with a
 * wait clause naming two queues — and the results are correct after waiting for the last. */
#include "check.h"

enum { N = 8000 };

int main(void) {
    static int a[N], b[N], c[N], d[N], e[N];
#pragma acc data create(a, b, c, d, e)
    {
#pragma acc parallel loop present(a) async(1)
        for (int i = 0; i < N; i++) a[i] = i;
#pragma acc parallel loop present(a, b) async(2) wait(1)
        for (int i = 0; i < N; i++) b[i] = a[i] + 1;
#pragma acc wait(2) async(3)
#pragma acc parallel loop present(b, c) async(3)
        for (int i = 0; i < N; i++) c[i] = b[i] * 3;
#pragma acc parallel loop present(e) async(1)
        for (int i = 0; i < N; i++) e[i] = -i;
#pragma acc parallel loop present(e, c, d) async(4) wait(1, 3)
        for (int i = 0; i < N; i++) d[i] = c[i] + e[i];
#pragma acc wait(4)
#pragma acc update self(d)
    }
    for (int i = 0; i < N; i++) CHECK(d[i] == (i + 1) * 3 - i);
    CHECK_DONE();
}

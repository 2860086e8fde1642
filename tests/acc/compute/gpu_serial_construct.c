/* OpenACC 3.3, 2.5.2 (serial construct: one gang of one worker with a vector length of one):
 * sequential code with loop-carried dependences runs in order, loops with gang/worker/vector
 * clauses inside it run all their iterations, reductions and private/firstprivate clauses on
 * serial and on its loops, and a serial construct with an async clause. */
#include "check.h"

enum { N = 1000 };

int main(void) {
    static long fibs[90];
    static int prefix[N], a[N];
    for (int i = 0; i < N; i++) a[i] = i % 13;
    long total = 0;
    int fp = 10;
#pragma acc serial copyout(fibs, prefix) copyin(a) reduction(+:total) firstprivate(fp)
    {
        fibs[0] = 0;
        fibs[1] = 1;
        for (int i = 2; i < 90; i++) fibs[i] = fibs[i - 1] + fibs[i - 2];
        prefix[0] = a[0];
        for (int i = 1; i < N; i++) prefix[i] = prefix[i - 1] + a[i];
#pragma acc loop gang worker vector reduction(+:total)
        for (int i = 0; i < N; i++) total += a[i] * fp;
        fp = -1;
    }
    CHECK(fibs[89] == 1779979416004714189L);
    long s = 0;
    for (int i = 0; i < N; i++) {
        s += i % 13;
        CHECK(prefix[i] == s);
    }
    CHECK(total == s * 10);
    CHECK(fp == 10);

    int q = 0;
#pragma acc serial copy(q) async(3)
    {
        for (int i = 0; i < 100; i++) q = q * 3 % 1000003 + i;
    }
#pragma acc wait(3)
    int wq = 0;
    for (int i = 0; i < 100; i++) wq = wq * 3 % 1000003 + i;
    CHECK(q == wq);
    CHECK_DONE();
}

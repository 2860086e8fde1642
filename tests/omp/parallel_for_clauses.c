/* parallel for with every clause it takes: if, num_threads, private, firstprivate,
 * lastprivate, shared, default, reduction, copyin, schedule, ordered. */
#include "check.h"
static int tp = 3;
#pragma omp threadprivate(tp)
int main(void) {
    int p = 0, fp = 4, lp = 0, sum = 0, out[64], seq[64], pos = 0;
    tp = 8;
#pragma omp parallel for if(1) num_threads(3) private(p) firstprivate(fp) lastprivate(lp) shared(out, seq, pos) default(shared) reduction(+: sum) copyin(tp) schedule(dynamic, 2) ordered
    for (int i = 0; i < 64; i++) {
        p = i + fp + tp;
        out[i] = p;
        lp = i;
        sum += i;
#pragma omp ordered
        seq[pos++] = i;
    }
    for (int i = 0; i < 64; i++) CHECK(out[i] == i + 12 && seq[i] == i);
    CHECK(lp == 63 && sum == 2016 && p == 0 && fp == 4);
    CHECK_DONE();
}

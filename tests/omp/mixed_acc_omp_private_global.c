/* flags: -acc */
/* An OpenACC compute construct inside an OpenMP construct that gives a file-scope variable a
 * per-thread copy (private, firstprivate, lastprivate, reduction, a loop's iteration variable,
 * threadprivate; OpenMP 2.0, 2.7) uses the encountering thread's copy, on every device type:
 * the host team's outlined function captures it as it does a local (OpenACC 3.3, 2.6.2),
 * rather than naming the global. */
#include "check.h"
#include <openacc.h>
int g = 100, h = 7, tp = 1, it, lp = -5, red = 0;
__thread int tl = 3;
#pragma omp threadprivate(tp)

static int sum_to(int base, int n) {
    int s = 0;
#pragma acc parallel loop reduction(+: s)
    for (int i = 0; i < n; i++) s += base + i;
    return s;
}

int main(void) {
    int nt = omp_get_max_threads() < 4 ? omp_get_max_threads() : 4;
    /* outside any parallel region: the host team's threads are not the encountering one */
    int many[1000];
    tp = 7;
    tl = 9;
#pragma acc parallel loop num_gangs(4)
    for (int i = 0; i < 1000; i++) many[i] = tp + tl;
    for (int i = 0; i < 1000; i++) CHECK(many[i] == 16);
    tl = 3;
#pragma omp parallel private(g) firstprivate(h) num_threads(nt)
    {
        int me = omp_get_thread_num();
        g = 10 * me;
        h += me;
        int r = -1;
        /* g and h read in a loop (implicitly firstprivate, 2.6.2) */
#pragma acc parallel loop reduction(max: r)
        for (int i = 0; i < 10; i++) {
            int v = g + h + i;
            if (v > r) r = v;
        }
        CHECK(r == 10 * me + 7 + me + 9);
        /* written through a data clause: the thread's copy changes, not the global */
#pragma acc serial copy(g)
        { g += 1000; }
        CHECK(g == 10 * me + 1000);
        tp = me + 50;
        tl = me + 60;
        int w = 0;
#pragma acc parallel num_gangs(2) copy(w)
        {
#pragma acc loop gang reduction(+: w)
            for (int i = 0; i < 4; i++) w += tp + tl;
        }
        CHECK(w == 4 * (2 * me + 110));
#pragma acc kernels copy(tp)
        tp += 1;
        CHECK(tp == me + 51);
    }
    CHECK(g == 100 && h == 7 && tl == 60);

    /* for: private, lastprivate, reduction and the iteration variable */
    int out[64];
#pragma omp parallel for private(g) lastprivate(lp) reduction(+: red) num_threads(nt)
    for (it = 0; it < 64; it++) {
        g = it;
        lp = it * 2;
        int s = 0;
#pragma acc parallel loop reduction(+: s)
        for (int k = 0; k < 3; k++) s += g + lp + it + k;
        out[it] = s;
        red += sum_to(it, 2);
#pragma acc serial copy(red)
        red += 1;
    }
    int want = 0;
    for (int i = 0; i < 64; i++) {
        CHECK(out[i] == 3 * (4 * i) + 3);
        want += 2 * i + 1 + 1;
    }
    CHECK(lp == 126 && g == 100 && red == want);

    /* sections and single */
#pragma omp parallel num_threads(nt)
    {
#pragma omp sections private(g) reduction(+: red)
        {
#pragma omp section
            {
                g = 1;
#pragma acc serial copy(g)
                g += 1;
                red += g;
            }
#pragma omp section
            {
                g = 10;
#pragma acc serial copy(g)
                g += 10;
                red += g;
            }
        }
#pragma omp single firstprivate(h)
        {
#pragma acc serial copy(h)
            h *= 3;
            CHECK(h == 21);
        }
    }
    CHECK(g == 100 && h == 7 && red == want + 22);
    CHECK_DONE();
}

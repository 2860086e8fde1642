/* OpenACC 3.3, 2.12: the occurrences of x in an atomic statement or capture block designate the
   same storage location; they are compared as expressions, so redundant parentheses, blanks and
   `p->f` for `(*p).f` do not matter. Every form runs N times in parallel. */
#include "check.h"
#define N 1000
struct P { int f; long g; };
int main(void) {
    int cnt[4] = {0, 0, 0, 0};
    int x = 0, y = 0, z = 0, w = 0, u = 5 * N;
    struct P ps[2] = {{0, 0}, {0, 0}};
    struct P *q = &ps[1];
    int old[N], old2[N];
    long m = 0;
#pragma acc parallel loop copy(cnt, x, y, z, w, u, ps, m) copyout(old, old2)
    for (int i = 0; i < N; ++i) {
        int *p = &cnt[0];
        int v;
        /* update forms */
#pragma acc atomic update
        (*p)++;
#pragma acc atomic
        --(x);
#pragma acc atomic update
        y = y - 1;
#pragma acc atomic update
        z = 2 + z;
#pragma acc atomic update
        (w) = (w) + (3);
#pragma acc atomic update
        u = (u - 1);
#pragma acc atomic update
        (ps[0].f) += 2;
#pragma acc atomic update
        q->g = (*q).g + 1;
#pragma acc atomic update
        cnt[ (i % 3) + 1 ] = 1 + cnt[(i%3)+1];
        /* capture blocks with x spelled differently in the two statements */
#pragma acc atomic capture
        {
            old[i] = cnt[0];
            (cnt[0])--;
        }
#pragma acc atomic capture
        { v = (m); m = m + 1; }
        old2[i] = v;
#pragma acc atomic capture
        { (*q).f++; v = q->f; }
#pragma acc atomic capture
        v = (ps[0]).f++;
        (void)v;
    }
    /* cnt[0] went up N times and down N times. */
    CHECK(cnt[0] == 0);
    CHECK(x == -N && y == -N && z == 2 * N && w == 3 * N && u == 4 * N);
    CHECK(ps[0].f == 3 * N && ps[1].g == N && ps[1].f == N);
    CHECK(cnt[1] + cnt[2] + cnt[3] == N);
    CHECK(m == N);
    /* Every captured old value of m is distinct: 0..N-1. */
    static int seen[N];
    for (int i = 0; i < N; i++) {
        CHECK(old2[i] >= 0 && old2[i] < N);
        if (old2[i] >= 0 && old2[i] < N) seen[old2[i]]++;
    }
    for (int i = 0; i < N; i++) CHECK(seen[i] == 1);
    CHECK_DONE();
}

/* OpenACC 3.3, 1.2 and 2.9.11: a `while` loop in vector-single code (a gang loop's body) whose
 * condition comes from a vector loop's reduction on a gang-private variable ("x is private at
 * the loop directive ... the update occurs at the end of the loop"): every lane must see the
 * reduced value to leave the loop together. */
#include "check.h"

enum { N = 64, M = 100 };

int main(void) {
    static int v[N * M], iters[N], totals[N];
    for (int i = 0; i < N * M; i++) v[i] = (i * 7919) % (1 << (i % 13 + 1));
    static int want_iters[N], want_tot[N], hv[N * M];
    for (int i = 0; i < N * M; i++) hv[i] = v[i];
    for (int i = 0; i < N; i++) {
        int it = 0, tot = 0, active = 1;
        while (active) {
            int cnt = 0;
            for (int j = 0; j < M; j++) {
                hv[i * M + j] /= 2;
                cnt += hv[i * M + j] != 0;
            }
            tot += cnt;
            active = cnt > 0;
            it++;
        }
        want_iters[i] = it;
        want_tot[i] = tot;
    }

#pragma acc parallel loop gang num_workers(2) vector_length(32) copy(v) copyout(iters, totals)
    for (int i = 0; i < N; i++) {
        int it = 0, tot = 0, active = 1;
        while (active) {
            int cnt = 0;
#pragma acc loop vector reduction(+:cnt)
            for (int j = 0; j < M; j++) {
                v[i * M + j] /= 2;
                cnt += v[i * M + j] != 0;
            }
            tot += cnt;
            active = cnt > 0;
            it++;
        }
        iters[i] = it;
        totals[i] = tot;
    }
    for (int i = 0; i < N; i++) {
        CHECK(iters[i] == want_iters[i]);
        CHECK(totals[i] == want_tot[i]);
    }
    for (int i = 0; i < N * M; i++) CHECK(v[i] == 0);

    /* do-while with a max reduction at worker level deciding it. */
    static int w[N * 8], rounds[N];
    for (int i = 0; i < N * 8; i++) w[i] = (i % 8) * (i % 5) + 1;
#pragma acc parallel loop gang num_workers(8) vector_length(1) copy(w) copyout(rounds)
    for (int i = 0; i < N; i++) {
        int r = 0, m;
        do {
            m = 0;
#pragma acc loop worker reduction(max:m)
            for (int j = 0; j < 8; j++) {
                if (w[i * 8 + j] > 0) w[i * 8 + j]--;
                m = w[i * 8 + j] > m ? w[i * 8 + j] : m;
            }
            r++;
        } while (m > 0);
        rounds[i] = r;
    }
    for (int i = 0; i < N; i++) {
        int mx = 0;
        for (int j = 0; j < 8; j++) {
            int x = ((i * 8 + j) % 8) * ((i * 8 + j) % 5) + 1;
            mx = x > mx ? x : mx;
        }
        CHECK(rounds[i] == mx);
        for (int j = 0; j < 8; j++) CHECK(w[i * 8 + j] == 0);
    }
    CHECK_DONE();
}

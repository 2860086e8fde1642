/* OpenACC 3.3, 2.12: atomic read, write, update and capture whose x is a struct member, a
 * member of an array element (s[k].cnt), a member reached through a pointer (p->sum) and an
 * array member's element (h.bins[k]); doubles and ints, from a worker vector loop
 * (V&V atomic_*_struct shapes). */
#include <openacc.h>
#include "check.h"
#define N 400
#define K 8
struct acc_s { int cnt; double sum; };
struct hist { long bins[K]; int total; };
int main(void) {
    struct acc_s s[K];
    struct hist h;
    struct acc_s one = {0, 0.0};
    for (int k = 0; k < K; k++) s[k].cnt = 0, s[k].sum = 0, h.bins[k] = 0;
    h.total = 0;
    int firsts[N];
#pragma acc parallel num_gangs(2) num_workers(4) vector_length(32) copy(s, h, one) copyout(firsts)
    {
        struct acc_s *p = &one;
#pragma acc loop gang worker vector
        for (int i = 0; i < N; i++) {
            int k = i % K;
#pragma acc atomic update
            s[k].cnt++;
#pragma acc atomic update
            s[k].sum += 0.5;
#pragma acc atomic update
            h.bins[(i * 3) % K] += 2;
            int t;
#pragma acc atomic capture
            t = h.total++;
            firsts[i] = t;
#pragma acc atomic update
            p->sum += 1.0;
#pragma acc atomic update
            p->cnt = p->cnt + i;
        }
    }
    for (int k = 0; k < K; k++) {
        CHECK(s[k].cnt == N / K && s[k].sum == 0.5 * (N / K));
        CHECK(h.bins[k] == 2 * (N / K));
    }
    CHECK(h.total == N);
    CHECK(one.sum == N && one.cnt == N * (N - 1) / 2);
    static int seen[N];
    for (int i = 0; i < N; i++) {
        CHECK(firsts[i] >= 0 && firsts[i] < N);
        if (firsts[i] >= 0 && firsts[i] < N) seen[firsts[i]]++;
    }
    for (int i = 0; i < N; i++) CHECK(seen[i] == 1);
    /* atomic read and write of members in a serial region */
    int r = 0;
#pragma acc serial copy(s, r)
    {
#pragma acc atomic write
        s[1].cnt = 77;
#pragma acc atomic read
        r = s[1].cnt;
    }
    CHECK(r == 77 && s[1].cnt == 77);
    CHECK_DONE();
}

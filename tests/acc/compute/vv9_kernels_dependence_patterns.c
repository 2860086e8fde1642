/* OpenACC 3.3, 2.5.1 (kernels construct) and 2.9.6 (auto is implied on kernels loops without
 * independent or seq): the compiler may only run a loop in parallel when it finds no
 * dependence; each loop here has one (a forward or backward carry, a reversal that meets
 * in the middle, writes through a pointer that aliases the array it reads, duplicate
 * indirect indices where the last writer wins, a scalar recurrence, a "last index"
 * condition, an offset only known at run time), so the results must equal the sequential
 * ones; the outer loop of a 2-D stencil carries, the inner does not. */
#include "check.h"
#define N 1000
#define R 30
#define C 40
static int offset(int k) { return k; }
int main(void) {
    static int a[N], b[N], h[N], idx[N], m[R][C], hm[R][C];
    int k = offset(7);
#define INIT()                                                                                     \
    for (int i = 0; i < N; i++) {                                                                  \
        a[i] = (i * 37) % 11;                                                                      \
        h[i] = a[i];                                                                               \
        idx[i] = (i * 13) % 97;                                                                    \
    }
    /* 1: forward carry */
    INIT();
#pragma acc kernels copy(a)
    for (int i = 0; i < N - 1; i++) a[i + 1] = a[i] + 1;
    for (int i = 0; i < N - 1; i++) h[i + 1] = h[i] + 1;
    for (int i = 0; i < N; i++) CHECK(a[i] == h[i]);
    /* 2: backward (anti) dependence: each reads the old next value */
    INIT();
#pragma acc kernels copy(a)
    for (int i = 0; i < N - 1; i++) a[i] = a[i + 1] * 2 + a[i];
    for (int i = 0; i < N - 1; i++) h[i] = h[i + 1] * 2 + h[i];
    for (int i = 0; i < N; i++) CHECK(a[i] == h[i]);
    /* 3: reversal meeting in the middle */
    INIT();
#pragma acc kernels copy(a)
    for (int i = 0; i < N; i++) a[N - 1 - i] = a[i] + i;
    for (int i = 0; i < N; i++) h[N - 1 - i] = h[i] + i;
    for (int i = 0; i < N; i++) CHECK(a[i] == h[i]);
    /* 4: pointers that alias: p is a + 1 */
    INIT();
    int *p = a + 1, *q = a;
#pragma acc kernels copy(a[0:N])
    for (int i = 0; i < N - 1; i++) p[i] = q[i] + 3;
    for (int i = 0; i < N - 1; i++) h[i + 1] = h[i] + 3;
    for (int i = 0; i < N; i++) CHECK(a[i] == h[i]);
    /* 5: duplicate indirect indices: the last iteration writing an element wins */
    INIT();
#pragma acc kernels copy(b) copyin(idx)
    for (int i = 0; i < N; i++) b[idx[i]] = i;
    for (int i = 0; i < N; i++) h[idx[i]] = i;
    for (int i = 0; i < 97; i++) CHECK(b[i] == h[i]);
    /* 6: scalar recurrence and a last-index condition */
    INIT();
    long t = 1;
    int last = -1;
#pragma acc kernels copyin(a) copyout(b) copy(t, last)
    for (int i = 0; i < N; i++) {
        t = (t * 3 + a[i]) % 1000003;
        b[i] = (int)t;
        if (a[i] == 5) last = i;
    }
    long ht = 1;
    int hl = -1;
    for (int i = 0; i < N; i++) {
        ht = (ht * 3 + h[i]) % 1000003;
        CHECK(b[i] == (int)ht);
        if (h[i] == 5) hl = i;
    }
    CHECK(t == ht && last == hl);
    /* 7: an offset only known at run time */
    INIT();
#pragma acc kernels copy(a)
    for (int i = k; i < N; i++) a[i] += a[i - k];
    for (int i = k; i < N; i++) h[i] += h[i - k];
    for (int i = 0; i < N; i++) CHECK(a[i] == h[i]);
    /* 8: 2-D, the outer loop carries */
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) m[i][j] = hm[i][j] = (i + j) % 5;
#pragma acc kernels copy(m)
    for (int i = 1; i < R; i++)
        for (int j = 0; j < C; j++) m[i][j] = m[i - 1][j] + m[i][j] * 2;
    for (int i = 1; i < R; i++)
        for (int j = 0; j < C; j++) hm[i][j] = hm[i - 1][j] + hm[i][j] * 2;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) CHECK(m[i][j] == hm[i][j]);
    CHECK_DONE();
}

/* OpenACC 3.3, 2.9: a loop whose condition is a conjunction of bounds of one direction
 * (`i < (b+1)*B && i < n`, the blocked loops of tiled codes) has a trip count computable on
 * entry: the least of the tests' counts. Each test compares in its own type (C11 6.5.8: the
 * usual arithmetic conversions of the variable and that bound), and a later bound is
 * evaluated only when the earlier tests hold, as C's `&&` does. Every loop level (gang,
 * worker, vector, collapse, tile, seq) and a kernels loop; each result is checked against the
 * same loop run sequentially on the host. */
#include "check.h"

#define N 1000
#define B 256

struct lim {
    int len;
};

int main(void) {
    int n = N, nb = 4, flag[N], a[N], bs[4];
    for (int i = 0; i < N; i++) flag[i] = i % 3 == 0;

    /* The hunt's mini-app: a vector loop over one block, the last block cut at n. */
#pragma acc parallel loop gang copyin(flag) copyout(bs)
    for (int b = 0; b < nb; b++) {
        int s = 0;
#pragma acc loop vector reduction(+:s)
        for (int i = b * B; i < (b + 1) * B && i < n; i++) s += flag[i];
        bs[b] = s;
    }
    CHECK(bs[0] + bs[1] + bs[2] + bs[3] == 334);
    CHECK(bs[3] == 78);

    /* A gang loop; the bound operand on either side; three tests; `<=` mixed with `<`. */
    int hi = 700, m = 650;
    for (int i = 0; i < N; i++) a[i] = -1;
#pragma acc parallel loop copy(a)
    for (int i = 0; i < hi && m > i; i++) a[i] = i;
    for (int i = 0; i < N; i++) CHECK(a[i] == (i < 650 ? i : -1));
#pragma acc parallel loop copy(a)
    for (int i = 3; i <= hi && i < n && i <= 800; i += 7) a[i] = -2;
    {
        int bad = 0;
        for (int i = 0; i < N; i++)
            bad += a[i] != ((i >= 3 && i <= 700 && (i - 3) % 7 == 0) ? -2 : i < 650 ? i : -1);
        CHECK(bad == 0);
    }

    /* Decreasing: `>=` mixed with `>`, a step given by a variable. */
    int lo = 100, cut = 40, st = 3, cnt = 0;
#pragma acc parallel loop reduction(+:cnt)
    for (int i = 500; i >= lo && i > cut; i -= st) cnt += i;
    {
        int ref = 0;
        for (int i = 500; i >= lo && i > cut; i -= st) ref += i;
        CHECK(cnt == ref);
    }

    /* Worker and vector loops under a gang loop over tiles of rows. */
    static int g[64][100];
    int rows = 61, cols = 97, tr = 16, tc = 32;
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyout(g)
    for (int t = 0; t < 4; t++) {
#pragma acc loop worker
        for (int r = t * tr; r < (t + 1) * tr && r < rows; r++)
#pragma acc loop vector
            for (int c = 0; c < cols && c < 3 * tc; c++) g[r][c] = r * 1000 + c;
    }
    {
        int bad = 0;
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < 96; c++) bad += g[r][c] != r * 1000 + c;
        CHECK(bad == 0);
    }

    /* collapse(2) with such a bound on the inner loop, and on both. */
    static int h[64][100];
    int jcap = 90;
#pragma acc parallel loop collapse(2) copyout(h)
    for (int r = 0; r < 64; r++)
        for (int c = 0; c < jcap && c < cols; c++) h[r][c] = r + c;
    {
        int bad = 0;
        for (int r = 0; r < 64; r++)
            for (int c = 0; c < 90; c++) bad += h[r][c] != r + c;
        CHECK(bad == 0);
    }
    long long sum = 0;
#pragma acc parallel loop collapse(2) reduction(+:sum) copyin(h)
    for (int r = 2; r < rows && r < 50; r += 2)
        for (int c = 1; c <= jcap && c < 80; c++) sum += h[r][c];
    {
        long long ref = 0;
        for (int r = 2; r < rows && r < 50; r += 2)
            for (int c = 1; c <= jcap && c < 80; c++) ref += h[r][c];
        CHECK(sum == ref);
    }

    /* tile(4,8) over two conjunctions. */
    static int w[64][100];
#pragma acc parallel loop tile(4, 8) copy(w)
    for (int r = 0; r < rows && r < 59; r++)
        for (int c = 0; c < cols && c < 93; c++) w[r][c] = 1 + r * c;
    {
        int bad = 0;
        for (int r = 0; r < 64; r++)
            for (int c = 0; c < 100; c++) bad += w[r][c] != (r < 59 && c < 93 ? 1 + r * c : 0);
        CHECK(bad == 0);
    }

    /* A seq loop inside a gang loop. */
    int rs[8];
#pragma acc parallel loop copyout(rs)
    for (int k = 0; k < 8; k++) {
        int s = 0;
#pragma acc loop seq
        for (int i = k * 10; i < k * 10 + 15 && i < 75; i++) s += i;
        rs[k] = s;
    }
    for (int k = 0; k < 8; k++) {
        int s = 0;
        for (int i = k * 10; i < k * 10 + 15 && i < 75; i++) s += i;
        CHECK(rs[k] == s);
    }

    /* Empty ranges: either test false on entry, or both. The second bound is not evaluated
     * when the first test fails (C's `&&`): `p->len` with a null `p` is never read. */
    int e1 = 0, e2 = 0, e3 = 0, zero = 0;
    struct lim *p = NULL;
#pragma acc parallel loop reduction(+:e1)
    for (int i = 5; i < 3 && i < 100; i++) e1++;
#pragma acc parallel loop reduction(+:e2)
    for (int i = 5; i < 100 && i < 3; i++) e2++;
#pragma acc parallel loop reduction(+:e3) deviceptr(p)
    for (int i = 0; i < zero && i < p->len; i++) e3++;
    CHECK(e1 == 0 && e2 == 0 && e3 == 0);

    /* Unsigned: an unsigned variable, and tests comparing in different types. `int i = -5;
     * i < 100 && i < 10u` runs no iteration: the second test compares (unsigned)-5 < 10u. */
    unsigned um = 300u;
    int u1 = 0, u2 = 0, u3 = 0, u4 = 0;
#pragma acc parallel loop reduction(+:u1)
    for (unsigned u = 5; u < um && u < 20u; u++) u1 += (int)u;
#pragma acc parallel loop reduction(+:u2)
    for (int i = -5; i < 100 && i < 10u; i++) u2++;
#pragma acc parallel loop reduction(+:u3)
    for (int i = -5; i < 3 && i < 10; i++) u3++;
#pragma acc parallel loop reduction(+:u4)
    for (unsigned char c = 250; c < 255 && c <= um; c++) u4 += c;
    CHECK(u1 == (5 + 19) * 15 / 2);
    CHECK(u2 == 0);
    CHECK(u3 == 8);
    CHECK(u4 == 250 + 251 + 252 + 253 + 254);

    /* A kernels loop: parallelized, and a variable declared before it keeps its C value, the
     * first that fails the conjunction. */
    int lastj = -1, j;
    for (int i = 0; i < N; i++) a[i] = 0;
#pragma acc kernels copy(a)
    {
        for (j = 10; j < hi && j < m; j += 2) a[j] = j;
    }
    lastj = j;
    CHECK(lastj == 650);
    {
        int bad = 0;
        for (int i = 0; i < N; i++) bad += a[i] != (i >= 10 && i < 650 && i % 2 == 0 ? i : 0);
        CHECK(bad == 0);
    }

    /* Not a bound: the second test reads memory that depends on the variable, so the loop
     * stops at the first zero; it runs as written, sequentially (a `seq` loop needs no
     * trip count, 2.9; a kernels loop without one stays sequential). */
    int stop = 0, stop2 = 0;
    for (int i = 0; i < N; i++) a[i] = i < 123 ? 1 : 0;
#pragma acc parallel num_gangs(1) copyin(a) copy(stop)
    {
#pragma acc loop seq
        for (int i = 0; i < n && a[i] != 0; i++) stop++;
    }
    CHECK(stop == 123);
#pragma acc kernels copyin(a) copy(stop2)
    for (int i = 0; i < n && a[i] != 0; i++) stop2++;
    CHECK(stop2 == 123);
    CHECK_DONE();
}

/* OpenACC 3.3, 2.9: "The loop variable must be of integer, C/C++ pointer, or C++ random-access
 * iterator type". Pointer loop variables in every form of canonical loop: `<`, `<=`, `>`,
 * `>=`, `!=`, steps of +-1 and +-k, a struct element type, declared in the loop or outside
 * the region, at gang, worker and vector level, collapsed with an integer loop, with a
 * reduction reading through the pointer, and in `kernels`. Each result is compared with the
 * same loop run on the host. */
#include "check.h"

#define N 1000

struct pt {
    double x, y;
    int tag;
};

int main(void) {
    int a[N], b[N], c[N], d[N], e[N], m[16][64];
    struct pt pts[N];
    double s = 0;
    long sum = 0;
    int *p;
    for (int i = 0; i < N; i++) {
        a[i] = b[i] = c[i] = d[i] = e[i] = 0;
        pts[i].x = i;
        pts[i].y = 2 * i;
        pts[i].tag = 0;
    }
    int *end = a + N;
#pragma acc parallel loop copy(a)
    for (int *q = a; q < end; q++)
        *q = (int)(q - a) * 3;
#pragma acc parallel loop copy(b)
    for (int *q = b + 1; q <= b + N - 2; q += 3)
        *q += 7;
#pragma acc parallel loop copy(c)
    for (int *q = c + N - 1; q >= c; q--)
        *q = 5;
#pragma acc parallel loop copy(d)
    for (int *q = d + N - 1; q > d + 10; q -= 4)
        q[0] = 1;
#pragma acc parallel loop copy(e)
    for (p = e; p != e + N; p += 2)
        p[1] = 9;
#pragma acc parallel loop gang vector copy(pts)
    for (struct pt *q = pts; q < pts + N; ++q)
        q->tag = (int)(q->x + q->y);
#pragma acc parallel loop reduction(+:s) copyin(pts)
    for (const struct pt *q = pts + N - 1; q >= pts; --q)
        s += q->y;
#pragma acc parallel copy(m, sum)
    {
#pragma acc loop gang worker
        for (int r = 0; r < 16; r++) {
#pragma acc loop vector reduction(+:sum)
            for (int *q = &m[r][0]; q < &m[r][64]; q++) {
                *q = r * 100 + (int)(q - m[r]);
                sum += *q;
            }
        }
    }
#pragma acc parallel loop collapse(2) copy(m)
    for (int r = 0; r < 16; r++)
        for (int *q = &m[0][1]; q < &m[0][64]; q += 2)
            q[r * 64] = -q[r * 64];
#pragma acc kernels loop independent copy(a)
    for (int *q = a; q < a + N; q += 5)
        *q += 1;

    /* the same loops on the host */
    int ra[N], rb[N], rc[N], rd[N], re[N], rm[16][64];
    double rs = 0;
    long rsum = 0;
    for (int i = 0; i < N; i++) {
        ra[i] = i * 3 + (i % 5 == 0);
        rb[i] = (i >= 1 && i <= N - 2 && (i - 1) % 3 == 0) ? 7 : 0;
        rc[i] = 5;
        rd[i] = (i > 10 && (N - 1 - i) % 4 == 0) ? 1 : 0;
        re[i] = (i % 2 == 1) ? 9 : 0;
        rs += 2.0 * i;
    }
    for (int r = 0; r < 16; r++)
        for (int j = 0; j < 64; j++) {
            rm[r][j] = r * 100 + j;
            rsum += rm[r][j];
            if (j % 2 == 1) rm[r][j] = -rm[r][j];
        }
    for (int i = 0; i < N; i++) {
        CHECK(a[i] == ra[i]);
        CHECK(b[i] == rb[i]);
        CHECK(c[i] == rc[i]);
        CHECK(d[i] == rd[i]);
        CHECK(e[i] == re[i]);
        CHECK(pts[i].tag == 3 * i);
    }
    for (int r = 0; r < 16; r++)
        for (int j = 0; j < 64; j++) CHECK(m[r][j] == rm[r][j]);
    CHECK(s == rs);
    CHECK(sum == rsum);
    CHECK_DONE();
}

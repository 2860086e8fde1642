/* OpenACC 3.3, 2.5.15 and 2.9.11: reductions on a part of a variable that does not start at
 * its first element (`reduction(+:p[lo:n])`), whose bodies reach the part other than by
 * subscripts of the variable. Each private copy holds the part alone, so every such use is
 * rewritten to reach it from its own first element, with no pointer outside it (C11 6.5.6p8):
 * `*(p + lo + k)`, `(lo + k)[p]`, `*(k + lo + p)`, `p - (-lo - k)`, `*p` in a part holding
 * index 0; a use of the variable's own address (`add_at(p, ...)`, `q = p`) gets a copy with `lo`
 * elements of slack before the part, the variable's address inside it. Loops with run-time and
 * constant bounds, a pointer to rows, a fixed-size array's part. */
#include <stdio.h>
#include <stdlib.h>

#pragma acc routine seq
static void add_at(long *q, int k, long v) { q[k] += v; }

#pragma acc routine seq
static void add_row(long (*r)[4], int g, int j, long v) { r[g][j] += v; }

#pragma acc routine seq
static void add_arr(int *a, int k, int v) { a[k] += v; }

enum { N = 64, G = 8, I = 200 };
static long want[N], want2[N], wantr[6][4];
static int wanta[10];

static int check(const char *what, const long *got, const long *exp, int n) {
    int bad = 0;
    for (int k = 0; k < n; k++)
        if (got[k] != exp[k] && bad++ < 5)
            printf("%s[%d] = %ld, want %ld\n", what, k, got[k], exp[k]);
    return bad;
}

int main(void) {
    long *p = calloc(N, sizeof *p), *s = calloc(N, sizeof *s);
    long (*r)[4] = calloc(6, sizeof *r);
    int a[10] = {0};
    int lo = 5, n = 7;
    if (!p || !s || !r) return 1;
#pragma acc parallel loop gang copy(p[0:N], s[0:N], r[0:6], a)
    for (int g = 0; g < G; g++) {
        /* Run-time bounds; pointer arithmetic only (no slack). */
#pragma acc loop vector reduction(+:p[lo:n])
        for (int i = 0; i < I; i++) {
            *(p + lo + i % n) += i;
            (lo + (i + 1) % n)[p] += 2;
            *((i + 2) % n + lo + p) += 3;
            *(p - (-lo - (i + 3) % n)) += 1;
        }
        /* Constant bounds and a use of the variable's address (slack). */
#pragma acc loop vector reduction(+:s[10:6])
        for (int i = 0; i < I; i++) {
            long *q = s;
            q[10 + i % 6] += 1;
            add_at(s, 10 + (i + 1) % 6, g);
            *(s + 10 + (i + 2) % 6) += 2;
        }
        /* Run-time bounds and the variable's address (slack on the heap). */
#pragma acc loop vector reduction(+:p[lo:n])
        for (int i = 0; i < I; i++) {
            long *q = p;
            add_at(p, lo + (i + 4) % n, 5);
            q[lo + (i + 5) % n] += 1;
        }
        /* A part starting at index 0: `*p` is its first element. */
#pragma acc loop vector reduction(+:s[0:3])
        for (int i = 0; i < I; i++) {
            *s += 1;
            *(s + 1 + i % 2) += i;
        }
        /* Rows of a pointer to arrays, their address passed on. */
#pragma acc loop vector reduction(+:r[2:3][0:4])
        for (int i = 0; i < I; i++) {
            add_row(r, 2 + i % 3, i % 4, 1);
            (*(r + 2 + (i + 1) % 3))[i % 4] += 2;
        }
        /* A part of a fixed-size array, its address passed on. */
#pragma acc loop vector reduction(+:a[4:3])
        for (int i = 0; i < I; i++) {
            add_arr(a, 4 + i % 3, 1);
            *(a + 4 + (i + 1) % 3) += 2;
        }
    }
    for (int g = 0; g < G; g++)
        for (int i = 0; i < I; i++) {
            want[lo + i % n] += i;
            want[lo + (i + 1) % n] += 2;
            want[lo + (i + 2) % n] += 3;
            want[lo + (i + 3) % n] += 1;
            want2[10 + i % 6] += 1;
            want2[10 + (i + 1) % 6] += g;
            want2[10 + (i + 2) % 6] += 2;
            want[lo + (i + 4) % n] += 5;
            want[lo + (i + 5) % n] += 1;
            want2[0] += 1;
            want2[1 + i % 2] += i;
            wantr[2 + i % 3][i % 4] += 1;
            wantr[2 + (i + 1) % 3][i % 4] += 2;
            wanta[4 + i % 3] += 1;
            wanta[4 + (i + 1) % 3] += 2;
        }
    int bad = check("p", p, want, N) + check("s", s, want2, N) +
              check("r", &r[0][0], &wantr[0][0], 24);
    for (int k = 0; k < 10; k++)
        if (a[k] != wanta[k] && bad++ < 5) printf("a[%d] = %d, want %d\n", k, a[k], wanta[k]);
    printf("%s\n", bad ? "FAIL" : "ok");
    free(p);
    free(s);
    free(r);
    return bad != 0;
}

/* Loops in a kernels region that the compiler may parallelize only when they keep C's meaning
 * (2.9.7: an auto loop the compiler cannot prove parallel runs sequentially): a loop that
 * leaves early (break, goto), whose variable or bound the body changes, runs as written; a
 * parallelized loop's variable declared before it keeps its final value. Each of these gave
 * wrong results (37 -> 99, 90 -> 100, 64 -> 0, ...) or failed to build before. */
#include <stdio.h>

int main(void) {
    enum { N = 100 };
    int a[N], b[N], c[N], err = 0;
    for (int i = 0; i < N; i++) { a[i] = i == 37 || i == 80; b[i] = 0; c[i] = 0; }
    int first = -1, m = N, last = -1, count = 0;
#pragma acc kernels copyin(a) copy(b, c, first, m, last, count)
    {
        /* break: only the iterations before the first hit run */
        for (int i = 0; i < N; i++) {
            if (a[i]) { first = i; break; }
            b[i] = 1;
        }
        /* the bound changes in the body */
        for (int i = 0; i < m; i++) {
            c[i] += 1;
            if (a[i]) m--;
        }
        /* the variable changes in the body */
        for (int i = 0; i < N; i++) {
            count++;
            if (a[i]) i++;
        }
        /* the variable is read after the loop */
        int j;
        for (j = 0; j < 64; j++) b[j] += 2;
        last = j;
    }
    int ref_first = -1;
    for (int i = 0; i < N; i++) if (a[i]) { ref_first = i; break; }
    err += first != ref_first;
    for (int i = 0; i < N; i++) err += b[i] != (i < ref_first ? 1 : 0) + (i < 64 ? 2 : 0);
    int rm = N, rc[N] = { 0 };
    for (int i = 0; i < rm; i++) { rc[i] += 1; if (a[i]) rm--; }
    err += m != rm;
    for (int i = 0; i < N; i++) err += c[i] != rc[i];
    int rcount = 0;
    for (int i = 0; i < N; i++) { rcount++; if (a[i]) i++; }
    err += count != rcount;
    err += last != 64;

    /* goto out of a loop */
    int hit = -1;
#pragma acc kernels copyin(a) copy(hit)
    {
        for (int i = 0; i < N; i++) {
            if (a[i]) { hit = i; goto done; }
        }
        hit = -2;
    done:;
    }
    err += hit != 37;
    printf("%s\n", err ? "FAIL" : "ok");
    return err != 0;
}

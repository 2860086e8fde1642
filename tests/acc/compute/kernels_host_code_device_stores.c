/* kernels (2.5.3, 2.6.2): host code between the kernels of a `kernels` construct that stores to
 * the construct's data (`e[1]++` in an `if` around a loop nest, `*p += 2` and `++e[2]` in a
 * `while` test, an assignment through `->`, bit-fields `pf->lvl++` and `g.lvl = v`) or reads a
 * bit-field through `->`. The construct's
 * data lives on the device meanwhile (2.6.2's copy), and its kernels change it there: each
 * store reads the device copy, applies the operator on the host and writes the result back
 * to the device copy, and a bit-field is read from the device copy of its record. Before the
 * fix each expression was a warning and the construct ran on the host only (stopping under
 * emul and on a GPU). Results are compared with the same code run as plain C. */
#include "check.h"
#define N 64

struct flags { unsigned on : 1; unsigned lvl : 4; int cnt; };

int main(void) {
    int e[4] = {0, 0, 0, 0}, a[N], r[N];
    int *p = &e[3];
    struct flags fl = {0, 0, 0}, *pf = &fl, g = {0, 0, 0};
    for (int i = 0; i < N; i++) a[i] = r[i] = i;
#pragma acc kernels copy(e, a, fl, g)
    {
        e[1] = 5;                        /* a kernel of one thread: the device copy */
        if (e[1]++ == 5) {               /* reads 5 there, stores 6 there */
            for (int i = 0; i < N; i++)
                a[i] += e[1];            /* reads 6 */
        }
        while ((*p += 2) < 7) {          /* 2, 4, 6, 8 */
            for (int i = 0; i < N; i++)
                a[i] += 1;
        }
        while (++e[2] < 3) {
            for (int i = 0; i < N; i++)
                a[i] *= 2;
        }
        pf->lvl = 9;                     /* a kernel of one thread */
        if (pf->lvl == 9 && (pf->cnt = e[3] + 1) == 9) {
            for (int i = 0; i < N; i++)
                a[i] -= pf->cnt;
        }
        /* Bit-fields stored (no address: the record is read, changed and written back). */
        while (pf->lvl++ < 11) {
            for (int i = 0; i < N; i++)
                a[i] += 3;
        }
        if ((fl.on = 1) && (g.lvl = pf->lvl + 1) == 13) {
            for (int i = 0; i < N; i++)
                a[i] += g.lvl;
        }
    }
    /* The same as plain C. */
    int re[4] = {0, 5, 0, 0};
    if (re[1]++ == 5)
        for (int i = 0; i < N; i++) r[i] += re[1];
    while ((re[3] += 2) < 7)
        for (int i = 0; i < N; i++) r[i] += 1;
    while (++re[2] < 3)
        for (int i = 0; i < N; i++) r[i] *= 2;
    int cnt = 0;
    if ((cnt = re[3] + 1) == 9)
        for (int i = 0; i < N; i++) r[i] -= cnt;
    /* `if(false)` (2.5.6) inside a data region: the construct runs on the local device, whose
     * data is the host's; the stores go to host memory, the device copy keeps its values. */
    int h[2] = {1, 1}, off = 0;
#pragma acc data copyin(h)
    {
#pragma acc kernels if(off)
        {
            if (h[0]++ == 1) {
                for (int i = 0; i < N; i++)
                    a[i] += h[0];
            }
        }
    }
    for (int i = 0; i < N; i++) r[i] += 2;
    CHECK(h[0] == 2 && h[1] == 1);
    for (int it = 9; it < 11; it++)
        for (int i = 0; i < N; i++) r[i] += 3;
    for (int i = 0; i < N; i++) r[i] += 13;
    for (int k = 0; k < 4; k++) CHECK(e[k] == re[k]);
    CHECK(fl.lvl == 12 && fl.cnt == 9 && fl.on == 1 && g.lvl == 13);
    for (int i = 0; i < N; i++) CHECK(a[i] == r[i]);
    printf("e = %d %d %d %d, cnt = %d, a[5] = %d\n", e[0], e[1], e[2], e[3], fl.cnt, a[5]);
    CHECK_DONE();
}

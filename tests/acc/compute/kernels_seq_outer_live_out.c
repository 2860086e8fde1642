/* kernels (OpenACC 3.3, 2.5.3, 2.6.2, 2.9.11): a loop carrying a dependence around a row
 * reduction whose scalar is declared outside the construct and read after it (`q = 0; for
 * (j) q += a[i*m + j]; rs[i] = q;` then `q`) is ONE kernel, the rows in sequence and each
 * row reduced over the vector lanes, with C's last value of q. The scalar stays the
 * construct's (implicit copy), combined where each row loop ends: hoisted to the kernel's end
 * as a region reduction, its partial was added to the value the rows left (745 read as 744),
 * so such loops ran on the host, one launch per row. Also: a sum carried across the rows
 * (never reset), a `loop reduction` clause of the user's, odd sizes and zero trips. */
#include "check.h"

static void rows(int n, int m, const int *a, int *rs) {
    int q = -1, tot = 5;
    double s = -1;
#pragma acc kernels copyin(a[0:n*m]) copyout(rs[0:n])
    for (int i = 0; i < n; i++) {
        q = 0;
        for (int j = 0; j < m; j++) q += a[i * m + j];
        rs[i] = q;
    }
    int qr = -1;
    for (int i = 0; i < n; i++) {
        qr = 0;
        for (int j = 0; j < m; j++) qr += a[i * m + j];
        CHECK(rs[i] == qr);
    }
    CHECK(q == qr);

    /* Carried across the rows: rs[i] is the running total. */
#pragma acc kernels copyin(a[0:n*m]) copy(rs[0:n])
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) tot += a[i * m + j];
        rs[i] = tot - rs[i];
    }
    int tr = 5;
    for (int i = 0; i < n; i++) {
        int r = 0;
        for (int j = 0; j < m; j++) r += a[i * m + j];
        tr += r;
        CHECK(rs[i] == tr - r);
    }
    CHECK(tot == tr);

    /* The user's own clause. */
#pragma acc kernels copyin(a[0:n*m]) copy(rs[0:n])
    for (int i = 0; i < n; i++) {
        s = 0.5;
#pragma acc loop reduction(+:s)
        for (int j = 0; j < m; j++) s += a[i * m + j] * 0.25;
        rs[i] = (int)s;
    }
    double sr = -1;
    for (int i = 0; i < n; i++) {
        sr = 0.5;
        for (int j = 0; j < m; j++) sr += a[i * m + j] * 0.25;
        CHECK(rs[i] == (int)sr);
    }
    CHECK(s == sr);
}

int main(void) {
    int a[301 * 13], rs[301];
    for (int i = 0; i < 301 * 13; i++) a[i] = i % 17 - 3;
    rows(8, 10, a, rs);
    rows(301, 13, a, rs);
    rows(7, 0, a, rs);
    rows(0, 5, a, rs);
    rows(1, 1, a, rs);
    CHECK_DONE();
}

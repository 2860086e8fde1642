/* <inttypes.h>'s strtoimax, strtoumax and imaxabs (C11 7.8.2) and POSIX's strcasecmp,
 * strncasecmp, stpcpy, memccpy, strdup, strndup and ffs/ffsl/ffsll in a compute region
 * (OpenACC 3.3, 2.5.1): the region ran on the host only ("a call of 'strcasecmp', which has
 * no definition in this file"). Results equal glibc's (comparison signs, pointers as
 * offsets, copied bytes). */
#define _GNU_SOURCE
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "check.h"

enum { N = 8 };
static int sgn(int v) { return (v > 0) - (v < 0); }

int main(void) {
    static const char a[N][16] = {"Hello", "hello", "HELLO!", "", "abc", "ABD", "\xe9t\xe9", "-0x7fZ"};
    static const char b[N][16] = {"hELLo", "help", "hello", "", "ABCD", "abc", "\xc9T\xc9", "-0X7F"};
    long r[N][12];
#pragma acc parallel loop copyin(a, b) copyout(r)
    for (int i = 0; i < N; i++) {
        char buf[40];
        char *e;
        r[i][0] = sgn(strcasecmp(a[i], b[i]));
        r[i][1] = sgn(strncasecmp(a[i], b[i], 3));
        r[i][2] = stpcpy(stpcpy(buf, a[i]), b[i]) - buf;
        r[i][3] = 1000 * sgn(strcmp(buf, "HellohELLo")) + (int)strlen(buf);
        char *m = memccpy(buf, a[i], 'l', strlen(a[i]));
        r[i][4] = m ? m - buf : -1;
        char *d = strdup(a[i]), *dn = strndup(b[i], 2);
        r[i][5] = d ? strcmp(d, a[i]) + 10 * (int)strlen(dn) : -99;
        free(d);
        free(dn);
        r[i][6] = (long)strtoimax(a[i] + 3 * (i == 7 ? 0 : 1), &e, 0);
        r[i][7] = e - a[i];
        r[i][8] = (long)strtoumax(b[i], 0, 16);
        r[i][9] = (long)imaxabs((intmax_t)(i - 4) * 1000000000000L);
        r[i][10] = ffs(1 << (3 * i)) + 100 * ffsl(i ? (long)1 << (7 * i) : 0) + 10000 * ffsll(-8LL * i);
        r[i][11] = sgn(strcasecmp(a[i], a[(i + 1) % N]));
    }
    for (int i = 0; i < N; i++) {
        char buf[40];
        char *e;
        long w[12];
        w[0] = sgn(strcasecmp(a[i], b[i]));
        w[1] = sgn(strncasecmp(a[i], b[i], 3));
        w[2] = stpcpy(stpcpy(buf, a[i]), b[i]) - buf;
        w[3] = 1000 * sgn(strcmp(buf, "HellohELLo")) + (int)strlen(buf);
        char *m = memccpy(buf, a[i], 'l', strlen(a[i]));
        w[4] = m ? m - buf : -1;
        char *d = strdup(a[i]), *dn = strndup(b[i], 2);
        w[5] = d ? strcmp(d, a[i]) + 10 * (int)strlen(dn) : -99;
        free(d);
        free(dn);
        w[6] = (long)strtoimax(a[i] + 3 * (i == 7 ? 0 : 1), &e, 0);
        w[7] = e - a[i];
        w[8] = (long)strtoumax(b[i], 0, 16);
        w[9] = (long)imaxabs((intmax_t)(i - 4) * 1000000000000L);
        w[10] = ffs(1 << (3 * i)) + 100 * ffsl(i ? (long)1 << (7 * i) : 0) + 10000 * ffsll(-8LL * i);
        w[11] = sgn(strcasecmp(a[i], a[(i + 1) % N]));
        for (int k = 0; k < 12; k++) {
            if (r[i][k] != w[k]) fprintf(stderr, "row %d item %d: device %ld, glibc %ld\n", i, k, r[i][k], w[k]);
            CHECK(r[i][k] == w[k]);
        }
    }
    CHECK_DONE();
}

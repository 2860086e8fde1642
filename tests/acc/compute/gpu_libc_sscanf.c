/* sscanf (C11 7.21.6.2, 7.21.6.7) in a compute region (OpenACC 3.3, 2.5.1): the region ran
 * on the host only ("a call of 'sscanf', which has no definition in this file"). Each input
 * is read with its format into six 32-byte slots, on the device and on the host; the return
 * values and every byte of the slots must agree: integer conversions in every base with
 * widths and length modifiers (values out of range as glibc stores them), floating ones
 * (correctly rounded; inf, nan(n), hex, glibc's longest-prefix rule: "1e+" reads 1), %s %c
 * %[ (negated sets, ']' and '-' in sets), %n, %%, %p, `*`, argument positions, literal and
 * blank directives, matching failures and EOF at the end of the input. */
#include <stdio.h>
#include <string.h>
#include "check.h"

enum { N = 35, L = 64, S = 32 };

static const char in[N][L] = {
    "42 -17 0x1f 077 0b", "  +5xyz", "12345678", "-0x1f 1ex 1e+ 0x1p", "3.25 -1e-3 inf nan 0x1.8p1",
    "hello world", "abc123def", "a]b-c", "1,2;3", "", "   ", "x", "12 abc", "255 65535 -1",
    "9223372036854775807 -9223372036854775808 99999999999999999999", "2.5 1e400 4e-320",
    "0.1 0.2 1e-45", "%d", "ptr 0x10", "7 8", "123456", "nan(123) INFINITY -Inf", "1.5e3z 08 0x",
    "abc", "z", "   42", "0x", "1e", "-", "+.5e-2", "12 34", "Hello, World!", "4294967297 -129",
    "infinit 5", "wide chars!"};
static const char fmt[N][L] = {
    "%d %i %i %i %x", "%d%s", "%3d%2d%n", "%i %x %lf %lf %lf", "%f %lf %e %lg %a", "%s %3c",
    "%[a-z]%d%[^0-9]", "%[]a]%[-b]%c", "%d,%d;%d%n", "%d", "%s", "y%d", "%d %d", "%hhu %hu %lu",
    "%lld %lld %llu", "%lf %lf %lf", "%f %f %f", "%%%c", "%*s %p", "%2$d %1$d", "%*2d%2d%n%d",
    "%lf %lf %lf", "%lf%s %i %i", "%5c", "%c%n", "%n%d%n", "%lf", "%f%n", "%d", "%g",
    "%d%*[ ]%d", "%[^,], %[^!]%c", "%d %hhd", "%lf %d", "%ls %3lc%l[!]"};

int main(void) {
    static _Alignas(16) unsigned char dev[N][6][S];
    static int dr[N];
    memset(dev, 0x5a, sizeof dev);
#pragma acc parallel loop copyin(in, fmt) copy(dev) copyout(dr)
    for (int i = 0; i < N; i++) {
        dr[i] = sscanf(in[i], fmt[i], dev[i][0], dev[i][1], dev[i][2], dev[i][3], dev[i][4], dev[i][5]);
    }
    for (int i = 0; i < N; i++) {
        _Alignas(16) unsigned char host[6][S];
        memset(host, 0x5a, sizeof host);
        int r = sscanf(in[i], fmt[i], host[0], host[1], host[2], host[3], host[4], host[5]);
        CHECK(dr[i] == r);
        CHECK(memcmp(dev[i], host, sizeof host) == 0);
        if (dr[i] != r || memcmp(dev[i], host, sizeof host))
            fprintf(stderr, "  '%s' with '%s': %d, host %d\n", in[i], fmt[i], dr[i], r);
    }
    /* typed arguments, as programs pass them */
    int a = 0, n = 0;
    double d = 0;
    float fl = 0;
    char word[16] = "";
    long long big = 0;
    long double ld = 0;
    int r1 = 0;
    static const char line[] = "id=17 x=0.375 y=1e-2 name=abc big=-5000000000 2.5";
#pragma acc serial copyin(line) copy(a, n, d, fl, word, big, r1, ld)
    {
        r1 = sscanf(line, "id=%d x=%lf y=%f name=%15s big=%lld%n %Lf", &a, &d, &fl, word, &big, &n, &ld);
    }
    CHECK(r1 == 6 && a == 17 && d == 0.375 && fl == 1e-2f && strcmp(word, "abc") == 0 && big == -5000000000ll &&
          n == (int)strlen(line) - 4 && ld == 2.5L);
    CHECK_DONE();
}

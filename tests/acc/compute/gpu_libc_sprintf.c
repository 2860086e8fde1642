/* sprintf and snprintf (C11 7.21.6.1, 7.21.6.5, 7.21.6.6) in a compute region (OpenACC 3.3,
 * 2.5.1): the region ran on the host only ("a call of 'sprintf', which has no definition in
 * this file"). Every result must be glibc's, character for character, with the same return
 * value: integer conversions with flags, widths, precisions (`*` too), length modifiers and
 * argument positions; %c, %s (precision, null), %p of a null pointer, %n; %e %f %g %a and
 * their capitals over hard values (ties at every precision, powers of ten, DBL_MAX, DBL_MIN,
 * subnormals, zeros, infinities, NaNs) and random doubles, each correctly rounded (glibc
 * prints exact decimal values rounded once, ties to even); snprintf's truncation. */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>
#include "check.h"

enum { NI = 12, FI = 34, ND = 56, FD = 42, NS = 4, FS = 8, L = 112 };

static const char ifmt[FI][16] = {
    "%d", "%5d", "%-5d|", "%05d", "%+d", "% d", "%.3d", "%.0d", "%x", "%#x", "%#X", "%#o",
    "%o", "%u", "%hhd", "%hd", "%hhu", "%c", "%%%d%%", "%+.5i", "%#.0o", "%-+08d|", "%08.3d",
    "%#08x", "%#5o", "% 06d", "%1$d %1$x", "%0-5d|", "%'d", "%I5d", "%#.0x", "%y%d", "%5%", "%hx"};
static const char lfmt[8][16] = {"%ld", "%lld", "%lu", "%llx", "%zu", "%jd", "%+20lld|", "%#lo"};
static const char dfmt[FD][16] = {
    "%f", "%.0f", "%.1f", "%.20f", "%e", "%.0e", "%#.0e", "%E", "%g", "%G", "%#g", "%.10g",
    "%.0g", "%a", "%A", "%.0a", "%.1a", "%.3a", "%+.3e", "% 012.4f", "%-12.3g|", "%012a",
    "%.17g", "%.30e", "%5.1f", "%F", "%#.0f", "%.3g", "%-+14.6e|", "%#.3a", "%.15e", "%.2f",
    "%g", "%.40g", "%#x%g", "%010.2e", "%.1g", "%.5f", "%+G", "%.13a", "%#.2g", "%#.3g"};

static uint64_t seed = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void) {
    seed ^= seed << 13;
    seed ^= seed >> 7;
    seed ^= seed << 17;
    return seed;
}

int main(void) {
    static const int iv[NI] = {0, 1, -1, 42, -42, 255, 256, 2147483647, -2147483647 - 1, 65535, -129, 7};
    static const long long lv[NI] = {0, 1, -1, 4294967296ll, -9223372036854775807ll - 1,
                                     9223372036854775807ll, 1234567890123ll, -77, 8, 511, 0x7fffffff, 3};
    static double dv[ND] = {0.0, -0.0, 1.0, 0.5, 1.5, 2.5, 0.125, 1e-5, 123456789.0, 1e21,
                            1e300, DBL_MAX, DBL_MIN, 4.9e-324, 0.1, 2.0 / 3, 9.9999999, 0.00001234,
                            INFINITY, -INFINITY, NAN, -NAN, 1e-310, 0.05, 0.25, 0.35, 1e15, 999999.5,
                            9.5, 0.000095, -3.75, 1e-300, 5e-324 * 3, 0x1.fffffffffffffp+0, 0x1.8p+1,
                            100.0, 1e100, 99.95, 999.5, 0.000099999995, 9.9999996, 999999.5};
    for (int i = 42; i < ND; i++) {
        uint64_t b = rnd();
        if (i % 3 == 0) b = (b & 0x800fffffffffffffull) | ((uint64_t)(1023 + (int)(rnd() % 60) - 30) << 52);
        memcpy(&dv[i], &b, 8);
        if (isnan(dv[i])) dv[i] = 1.0 / i;
    }
    static const char *const sv_host[NS] = {"hello", "", "a longer string here", "x"};
    char sv[NS][32];
    for (int i = 0; i < NS; i++) strcpy(sv[i], sv_host[i]);
    static const char sfmt[FS][16] = {"%s", "%10s|", "%-10s|", "%.3s|", "%.0s|", "%*s|", "%c%c", "[%5.2s]"};

    static char io[NI][FI][L], lo[NI][8][L], dout[ND][FD][L], so[NS][FS][L], misc[8][L];
    static int ir[NI][FI], lr[NI][8], dr[ND][FD], sr[NS][FS], mr[8];
#pragma acc parallel loop copyin(iv, lv, ifmt, lfmt) copyout(io, ir, lo, lr)
    for (int i = 0; i < NI; i++) {
        for (int f = 0; f < FI; f++) {
            if (f == 26) ir[i][f] = snprintf(io[i][f], L, ifmt[f], iv[i]);
            else ir[i][f] = snprintf(io[i][f], L, ifmt[f], iv[i], iv[i]);
        }
        for (int f = 0; f < 8; f++) lr[i][f] = snprintf(lo[i][f], L, lfmt[f], lv[i]);
    }
#pragma acc parallel loop copyin(dv, dfmt) copyout(dout, dr)
    for (int i = 0; i < ND; i++) {
        for (int f = 0; f < FD; f++) {
            if (f == 34) dr[i][f] = snprintf(dout[i][f], L, dfmt[f], 255u, dv[i]);
            else dr[i][f] = snprintf(dout[i][f], L, dfmt[f], dv[i]);
        }
    }
#pragma acc parallel loop copyin(sv, sfmt) copyout(so, sr)
    for (int i = 0; i < NS; i++) {
        for (int f = 0; f < FS; f++) {
            if (f == 5) sr[i][f] = snprintf(so[i][f], L, sfmt[f], 8, sv[i]);
            else if (f == 6) sr[i][f] = snprintf(so[i][f], L, sfmt[f], sv[i][0], 'Z');
            else sr[i][f] = snprintf(so[i][f], L, sfmt[f], sv[i]);
        }
    }
#pragma acc serial copyout(misc, mr)
    {
        int n1 = -1, n2 = -1;
        char *nul = 0;
        mr[0] = sprintf(misc[0], "%s|%.5s|%.6s|%p|%10p|", nul, nul, nul, (void *)0, (void *)0);
        mr[1] = sprintf(misc[1], "ab%ncd%hhn%d", &n1, (signed char *)&n2, 5);
        mr[2] = n1 * 100 + n2;
        mr[3] = snprintf(misc[3], 5, "%d-%s", 123456, "xyz");
        mr[4] = snprintf(0, 0, "%.3f", 2.0 / 3);
        mr[5] = sprintf(misc[5], "%Lf %Le %Lg %La %.3La", 1.5L, 0.1L, 1e-10L, 1.0L, 0.1L);
        mr[6] = sprintf(misc[6], "%*.*f|%-*d|%-*d|%.*d", 9, 2, 3.14159, 6, 7, -4, 3, -2, 5);
        static const wchar_t ws[] = L"wide";
        mr[4] += 1000 * sprintf(misc[4], "%ls|%.2ls|%lc|%6ls", ws, ws, (wint_t)L'q', ws);
        mr[7] = snprintf(misc[7], 1, "nothing") + 10 * sprintf(misc[7], "%3$s %1$d %2$.2f|%2$a", 4, 2.5, "s");
    }
    for (int i = 0; i < NI; i++) {
        for (int f = 0; f < FI; f++) {
            char want[L];
            int r = f == 26 ? snprintf(want, L, ifmt[f], iv[i]) : snprintf(want, L, ifmt[f], iv[i], iv[i]);
            CHECK(ir[i][f] == r && strcmp(io[i][f], want) == 0);
            if (ir[i][f] != r || strcmp(io[i][f], want)) fprintf(stderr, "  int %d '%s': '%s' (%d), host '%s' (%d)\n", iv[i], ifmt[f], io[i][f], ir[i][f], want, r);
        }
        for (int f = 0; f < 8; f++) {
            char want[L];
            int r = snprintf(want, L, lfmt[f], lv[i]);
            CHECK(lr[i][f] == r && strcmp(lo[i][f], want) == 0);
            if (lr[i][f] != r || strcmp(lo[i][f], want)) fprintf(stderr, "  long %lld '%s': '%s', host '%s'\n", lv[i], lfmt[f], lo[i][f], want);
        }
    }
    for (int i = 0; i < ND; i++) {
        for (int f = 0; f < FD; f++) {
            char want[L];
            int r = f == 34 ? snprintf(want, L, dfmt[f], 255u, dv[i]) : snprintf(want, L, dfmt[f], dv[i]);
            CHECK(dr[i][f] == r && strcmp(dout[i][f], want) == 0);
            if (dr[i][f] != r || strcmp(dout[i][f], want)) fprintf(stderr, "  double %a '%s': '%s' (%d), host '%s' (%d)\n", dv[i], dfmt[f], dout[i][f], dr[i][f], want, r);
        }
    }
    for (int i = 0; i < NS; i++) {
        for (int f = 0; f < FS; f++) {
            char want[L];
            int r = f == 5 ? snprintf(want, L, sfmt[f], 8, sv[i])
                    : f == 6 ? snprintf(want, L, sfmt[f], sv[i][0], 'Z')
                             : snprintf(want, L, sfmt[f], sv[i]);
            CHECK(sr[i][f] == r && strcmp(so[i][f], want) == 0);
            if (sr[i][f] != r || strcmp(so[i][f], want)) fprintf(stderr, "  string '%s' '%s': '%s', host '%s'\n", sv[i], sfmt[f], so[i][f], want);
        }
    }
    {
        char want[8][L];
        int wr[8], n1 = -1, n2 = -1;
        char *nul = 0;
        wr[0] = sprintf(want[0], "%s|%.5s|%.6s|%p|%10p|", nul, nul, nul, (void *)0, (void *)0);
        wr[1] = sprintf(want[1], "ab%ncd%hhn%d", &n1, (signed char *)&n2, 5);
        wr[2] = n1 * 100 + n2;
        wr[3] = snprintf(want[3], 5, "%d-%s", 123456, "xyz");
        wr[4] = snprintf(0, 0, "%.3f", 2.0 / 3);
        /* the device's long double is a double: these values are doubles */
        wr[5] = sprintf(want[5], "%Lf %Le %Lg %La %.3La", 1.5L, (long double)0.1, (long double)1e-10, 1.0L, (long double)0.1);
        wr[6] = sprintf(want[6], "%*.*f|%-*d|%-*d|%.*d", 9, 2, 3.14159, 6, 7, -4, 3, -2, 5);
        static const wchar_t ws[] = L"wide";
        wr[4] += 1000 * sprintf(want[4], "%ls|%.2ls|%lc|%6ls", ws, ws, (wint_t)L'q', ws);
        wr[7] = snprintf(want[7], 1, "nothing") + 10 * sprintf(want[7], "%3$s %1$d %2$.2f|%2$a", 4, 2.5, "s");
        for (int k = 0; k < 8; k++) {
            CHECK(mr[k] == wr[k]);
            if (k != 2) CHECK(strcmp(misc[k], want[k]) == 0);
            if (mr[k] != wr[k] || (k != 2 && strcmp(misc[k], want[k]))) fprintf(stderr, "  misc %d: '%s' (%d), host '%s' (%d)\n", k, misc[k], mr[k], want[k], wr[k]);
        }
    }
    CHECK_DONE();
}

/* strtod, strtof, strtold and atof (C11 7.22.1.3, 7.22.1.2) in a compute region (OpenACC 3.3,
 * 2.5.1): the region ran on the host only ("a call of 'strtod', which has no definition in this
 * file"). The device's results must be glibc's bit for bit (correctly rounded) with the same end
 * pointer, over hand-picked hard cases (halfway points, DBL_MIN's neighbourhood, subnormals,
 * overflow and underflow, hex floats, inf and nan in any case, blanks, signs, subjects with
 * no digits, 800+ digit strings) and generated ones: random doubles and floats printed with
 * 9..25 digits and in hex, random digit strings with random exponents, and the exact decimal
 * expansions of points halfway between two doubles (and two floats), of their neighbours and
 * of them followed by a far nonzero digit. strtold is strtod in device code (long double is
 * computed in double there, with a warning). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

enum { N = 420, L = 1100 };
static char txt[N][L];
static int nt;

static void add(const char *s) {
    if (nt < N) snprintf(txt[nt++], L, "%s", s);
}
static uint64_t seed = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void) {
    seed ^= seed << 13;
    seed ^= seed >> 7;
    seed ^= seed << 17;
    return seed;
}

int main(void) {
    static const char *fixed[] = {
        "0.1", "0.2", "0.3", "1e23", "8.98846567431158e307", "2.2250738585072011e-308",
        "2.2250738585072012e-308", "2.2250738585072014e-308", "2.225073858507201136057409796709131975934819546351645648e-308",
        "4.9406564584124654e-324", "2.4703282292062327e-324", "2.4703282292062328e-324",
        "2.47032822920623272e-324", "1e-400", "-1e-400", "1e400", "-1e400", "1.7976931348623157e308",
        "1.7976931348623158e308", "1.7976931348623159e308", "1.797693134862315807e308",
        "9007199254740993", "9007199254740992.5", "9007199254740993.0000000000000000001",
        "9007199254740995", "123456789012345678901234567890", "0.000000000000000000000000000001",
        "1.00000005960464477539062499", "1.000000059604644775390625", "1.00000005960464477539062501",
        "3.4028235677973366e38", "3.4028234663852886e38", "3.402823567797336616375393954e38",
        "1.17549435e-38", "1.4012984643e-45", "7.006492321624085e-46", "7.0064923216240854e-46",
        "0x1.fffffffffffffp1023", "0x1.fffffffffffff8p1023", "0x1p-1074", "0x1p-1075", "0x1.8p-1075",
        "0x.00000000000001p-1022", "0X1.ABCDEFp+3", "0x1.0000000000000800000000001p0",
        "0x1.00000000000008p0", "0x1.00000000000018p0", "0x1P", "0x", "0x.p1", "0x.8", "-0x1.8p1x",
        "0x123456789abcdef0123", "inf", "-INF", "Infinity", "infinit", "+iNfInItY!", "nan", "-NaN",
        "nan(123)", "nan(0x7f)", "NAN(abc_1)", "nan(", "nan(1 2)", "nan()", "  \t\n-0", "-0.0e+5",
        "+.5", ".", "-.", "e5", "1e", "1e+", "1e-x", "1.5E-2z", "   12abc", "", "   ", "-", "+x",
        "00000000000000000000000000000001", "0.0000000000000000000000000000000000000000000001e46",
        "1e-324", "3e-324", "2.5e-324", "1e308", "1e309", "100000000000000000000000e-23",
        "4.35e-323", "1.5e-323", "0.500000000000000166533453693773481063544750213623046875",
        "7.038531e-26", "1e10", "16777217", "16777216.000001", "33554434.5", "1.5e-45", "3e38",
        "1.9999999999999998889776975374843459576368331909179687", "6.103515625e-05",
    };
    for (unsigned i = 0; i < sizeof fixed / sizeof *fixed; i++) add(fixed[i]);
    /* 900 digits: a long significand past the 800 kept, with a nonzero digit at the end. */
    {
        char b[L];
        memset(b, '0', 902);
        b[0] = '1';
        b[1] = '.';
        strcpy(b + 902, "1e-300");
        add(b);
        memcpy(b, "9007199254740992.5", 18); /* halfway, a far 1 after it: rounds up */
        memset(b + 18, '0', 880);
        strcpy(b + 898, "1");
        add(b);
        b[898] = '0'; /* exactly halfway: ties to even */
        add(b);
    }
    char buf[L];
    while (nt < N) {
        uint64_t r = rnd();
        int kind = (int)(r % 8);
        double x;
        uint64_t bits = rnd();
        if (kind < 6) {
            bits &= ~(1ull << 63);
            memcpy(&x, &bits, 8);
            if (!isfinite(x)) continue;
        }
        switch (kind) {
        case 0: snprintf(buf, L, "%.17g", x); break;
        case 1: snprintf(buf, L, "%.*e", 8 + (int)(rnd() % 18), x); break;
        case 2: snprintf(buf, L, "%a", x); break;
        case 3: { /* the exact point halfway to the next double, and its neighbours */
            long double h = ((long double)x + (long double)nextafter(x, INFINITY)) / 2;
            int w = (int)(rnd() % 3);
            if (w == 1) h = nextafterl(h, 0);
            snprintf(buf, L, "%.800Lg", h);
            if (w == 2 && strchr(buf, 'e') == 0 && strlen(buf) < 1000) strcat(buf, "00000000000000000000001");
            break;
        }
        case 4: { /* the same for floats */
            float f = (float)x;
            if (!isfinite(f) || f == 0) f = (float)(bits % 100000) * 1e-45f;
            double h = ((double)f + (double)nextafterf(f, INFINITY)) / 2;
            snprintf(buf, L, "%.120g", rnd() % 2 ? h : nextafter(h, 0));
            break;
        }
        case 5: snprintf(buf, L, "%.9g", (double)(float)x); break;
        default: { /* random digits, a random exponent */
            int nd = 1 + (int)(rnd() % 40), k = 0;
            buf[k++] = rnd() % 2 ? '-' : '+';
            for (int i = 0; i < nd; i++) {
                buf[k++] = (char)('0' + rnd() % 10);
                if (i == (int)(bits % 7)) buf[k++] = '.';
            }
            snprintf(buf + k, L - k, "e%d", (int)(rnd() % 700) - 360);
        }
        }
        add(buf);
    }

    static double d[N], a[N];
    static float f[N];
    static long double ld[N];
    static long endd[N], endf[N];
#pragma acc parallel loop copyin(txt) copyout(d, a, f, ld, endd, endf)
    for (int i = 0; i < N; i++) {
        char *e;
        d[i] = strtod(txt[i], &e);
        endd[i] = (long)(e - txt[i]);
        f[i] = strtof(txt[i], &e);
        endf[i] = (long)(e - txt[i]);
        ld[i] = strtold(txt[i], NULL);
        a[i] = atof(txt[i]);
    }
    int bad = 0;
    for (int i = 0; i < N; i++) {
        char *e1, *e2;
        double hd = strtod(txt[i], &e1);
        float hf = strtof(txt[i], &e2);
        long double hl = strtold(txt[i], NULL);
        int ok = memcmp(&hd, &d[i], 8) == 0 && memcmp(&hf, &f[i], 4) == 0 && memcmp(&hd, &a[i], 8) == 0 &&
                 endd[i] == (long)(e1 - txt[i]) && endf[i] == (long)(e2 - txt[i]) &&
                 ((isnan(hl) && isnan(ld[i])) || ld[i] == hl || ld[i] == (long double)hd);
        if (!ok && bad++ < 10)
            fprintf(stderr, "'%.60s': device %a %a end %ld %ld, host %a %a end %ld %ld\n", txt[i], d[i],
                    (double)f[i], endd[i], endf[i], hd, (double)hf, (long)(e1 - txt[i]), (long)(e2 - txt[i]));
        CHECK(ok);
    }
    CHECK_DONE();
}

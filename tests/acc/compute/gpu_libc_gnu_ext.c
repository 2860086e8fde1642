/* glibc's GNU and BSD extensions and obsolete functions in a compute region (OpenACC 3.3,
 * 2.5.1): each made the region run on the host only ("a call of 'strchrnul', which has no
 * definition in this file"). String functions: strchrnul, mempcpy, memrchr, stpncpy, strsep,
 * strtok_r, strcasestr, memmem, index, rindex, bcmp, bzero, bcopy, strcoll and strxfrm (the
 * "C" locale), strerror (glibc's messages, and "Unknown error N"); math: significand, drem,
 * gamma, scalb, isinff, isnanf, isinfl, isnanl, lgamma_r and lgammaf_r. Every result is
 * compared with the host's. */
#define _GNU_SOURCE
#include <math.h>
#include <string.h>
#include <strings.h>
#include "check.h"

enum { N = 8, L = 64 };

/* CUDA's lgamma is within a few ulps of glibc's */
static int close(double a, double b) { return a == b || fabs(a - b) <= 1e-13 * fabs(b) || (isnan(a) && isnan(b)); }

int main(void) {
    static const char txt[N][L] = {"alpha,beta;;gamma", "Hello World", "", ",,x", "abcabc",
                                   "NeedleInHayNEEDLE", "a;b,c", "zz"};
    static const char ndl[N][8] = {"beta", "world", "", "x", "ca", "needle", ";", "zzz"};
    static const double xs[N] = {3.5, -0.0, 0.0, -2.5, 1e-310, INFINITY, -INFINITY, NAN};
    static const double ys[N] = {2.0, 3.0, 1e300, 1.0, -1e4, 0.5, 65001.0, 3.0};
    long off[N][16];
    char out[N][L], tok[N][L];
    int sgn[N][2], cls[N][4];
    double m[N][6];
    float mf[N][2];
#pragma acc parallel loop copyin(txt, ndl, xs, ys) copyout(off, out, tok, sgn, cls, m, mf)
    for (int i = 0; i < N; i++) {
        const char *t = txt[i];
        char w[L];
        off[i][0] = strchrnul(t, ',') - t;
        off[i][1] = (char *)mempcpy(w, t, 5) - w;
        const char *r = memrchr(t, 'a', strlen(t));
        off[i][2] = r ? r - t : -1;
        off[i][3] = stpncpy(w, t, 6) - w;
        off[i][4] = bcmp(w, t, strlen(t) < 6 ? strlen(t) : 6) != 0;
        r = strcasestr(t, ndl[i]);
        off[i][5] = r ? r - t : -1;
        r = memmem(t, strlen(t), ndl[i], strlen(ndl[i]));
        off[i][6] = r ? r - t : -1;
        r = index(t, 'a');
        off[i][7] = r ? r - t : -1;
        r = rindex(t, 'c');
        off[i][8] = r ? r - t : -1;
        int c = strcoll(t, ndl[i]);
        off[i][9] = c < 0 ? -1 : c > 0;
        off[i][10] = (long)strxfrm(w, t, sizeof w);
        off[i][11] = (long)strxfrm(0, t, 0);
        /* strsep and strtok_r: the tokens joined by '|' */
        strcpy(w, t);
        char *sp = w, *s;
        int k = 0;
        while ((s = strsep(&sp, ",;")) != 0) {
            strcpy(out[i] + k, s);
            k += (int)strlen(s);
            out[i][k++] = '|';
        }
        out[i][k] = 0;
        strcpy(w, t);
        char *save;
        k = 0;
        for (s = strtok_r(w, ",;", &save); s; s = strtok_r(0, ",;", &save)) {
            strcpy(tok[i] + k, s);
            k += (int)strlen(s);
            tok[i][k++] = '|';
        }
        tok[i][k] = 0;
        bzero(w, 4);
        off[i][12] = w[0] + w[3];
        strcpy(w, "0123456789");
        bcopy(w, w + 2, 5);
        off[i][13] = w[6] - '0';
        off[i][14] = strcmp(strerror(i * 19 - 1), strerror(i * 19 - 1)) == 0 ? (long)strlen(strerror(i * 19 - 1)) : -1;
        off[i][15] = strerror(i + 40)[3];
        double x = xs[i], y = ys[i];
        m[i][0] = significand(x);
        m[i][1] = drem(x, y);
        m[i][2] = gamma(y);
        m[i][3] = scalb(x, y);
        m[i][4] = lgamma_r(x, &sgn[i][0]);
        mf[i][0] = lgammaf_r((float)y, &sgn[i][1]);
        mf[i][1] = (float)significand((float)y);
        cls[i][0] = isinff((float)x);
        cls[i][1] = isnanf((float)x);
        cls[i][2] = isinfl((long double)x);
        cls[i][3] = isnanl((long double)x);
        m[i][5] = scalb(y, x);
    }
    for (int i = 0; i < N; i++) {
        const char *t = txt[i];
        char w[L];
        CHECK(off[i][0] == strchrnul(t, ',') - t);
        CHECK(off[i][1] == 5);
        const char *r = memrchr(t, 'a', strlen(t));
        CHECK(off[i][2] == (r ? r - t : -1));
        CHECK(off[i][3] == stpncpy(w, t, 6) - w);
        CHECK(off[i][4] == 0);
        r = strcasestr(t, ndl[i]);
        CHECK(off[i][5] == (r ? r - t : -1));
        r = memmem(t, strlen(t), ndl[i], strlen(ndl[i]));
        CHECK(off[i][6] == (r ? r - t : -1));
        r = index(t, 'a');
        CHECK(off[i][7] == (r ? r - t : -1));
        r = rindex(t, 'c');
        CHECK(off[i][8] == (r ? r - t : -1));
        int c = strcoll(t, ndl[i]);
        CHECK(off[i][9] == (c < 0 ? -1 : c > 0));
        CHECK(off[i][10] == (long)strlen(t) && off[i][11] == (long)strlen(t));
        char want[L];
        strcpy(w, t);
        char *sp = w, *s;
        int k = 0;
        while ((s = strsep(&sp, ",;")) != 0) {
            strcpy(want + k, s);
            k += (int)strlen(s);
            want[k++] = '|';
        }
        want[k] = 0;
        CHECK(strcmp(out[i], want) == 0);
        strcpy(w, t);
        char *save;
        k = 0;
        for (s = strtok_r(w, ",;", &save); s; s = strtok_r(0, ",;", &save)) {
            strcpy(want + k, s);
            k += (int)strlen(s);
            want[k++] = '|';
        }
        want[k] = 0;
        CHECK(strcmp(tok[i], want) == 0);
        CHECK(off[i][12] == 0 && off[i][13] == 4);
        CHECK(off[i][14] == (long)strlen(strerror(i * 19 - 1)));
        CHECK(off[i][15] == strerror(i + 40)[3]);
        double x = xs[i], y = ys[i];
        int s0, s1;
        CHECK(memcmp(&m[i][0], &(double){significand(x)}, 8) == 0);
        CHECK(memcmp(&m[i][1], &(double){drem(x, y)}, 8) == 0 || (isnan(m[i][1]) && isnan(drem(x, y))));
        CHECK(close(m[i][2], gamma(y)));
        CHECK(memcmp(&m[i][3], &(double){scalb(x, y)}, 8) == 0 || (isnan(m[i][3]) && isnan(scalb(x, y))));
        CHECK(memcmp(&m[i][5], &(double){scalb(y, x)}, 8) == 0 || (isnan(m[i][5]) && isnan(scalb(y, x))));
        double l = lgamma_r(x, &s0);
        CHECK(close(m[i][4], l));
        float lf = lgammaf_r((float)y, &s1);
        CHECK(mf[i][0] == lf || fabsf(mf[i][0] - lf) <= 1e-6f * fabsf(lf));
        CHECK(sgn[i][0] == s0 && sgn[i][1] == s1);
        CHECK(mf[i][1] == (float)significand((float)y));
        CHECK(cls[i][0] == isinff((float)x) && cls[i][1] == isnanf((float)x));
        CHECK(cls[i][2] == isinfl((long double)x) && cls[i][3] == isnanl((long double)x));
    }
    /* lgamma_r's sign over negative arguments, zeros and poles */
    static const double gx[6] = {-0.5, -1.5, -2.5, -3.0, -0.0, -1e-300};
    int gs[6];
#pragma acc parallel loop copyin(gx) copyout(gs)
    for (int i = 0; i < 6; i++) {
        lgamma_r(gx[i], &gs[i]);
    }
    for (int i = 0; i < 6; i++) {
        int s;
        lgamma_r(gx[i], &s);
        CHECK(gs[i] == s);
    }
    CHECK_DONE();
}

/* OpenACC 3.3, 2.5.13 and 2.7.1 (issue 8): private(p[lo:len]) on a serial construct: the one
 * gang gets its own len elements (it used to get an uninitialised pointer), the original
 * elements are untouched. Pointer, lower bound, array, struct member, and the same on a
 * serial loop (2.11: the private clause then applies to the loop). */
#include "check.h"

struct S { double *p; int x; };

int main(void) {
    int n = 16;
    double *t = malloc(n * sizeof *t);
    for (int i = 0; i < n; i++) t[i] = -1;
    double out[4] = {0};
#pragma acc serial private(t[0:n]) copy(out)
    {
#pragma acc loop
        for (int g = 0; g < 4; ++g) {
            for (int i = 0; i < n; ++i) t[i] = g + i;
            double s = 0;
            for (int i = 0; i < n; ++i) s += t[i];
            out[g] = s;
        }
    }
    CHECK(out[0] == 120 && out[1] == 136 && out[2] == 152 && out[3] == 168);
    for (int i = 0; i < n; i++) CHECK(t[i] == -1);

    int lo = 5, len = 6;
#pragma acc serial private(t[lo:len]) copy(out)
    {
        for (int i = lo; i < lo + len; ++i) t[i] = i;
        out[0] = t[lo] + t[lo + len - 1];
    }
    CHECK(out[0] == 15);
    for (int i = 0; i < n; i++) CHECK(t[i] == -1);

    int a[50];
    for (int i = 0; i < 50; i++) a[i] = 9;
#pragma acc serial private(a[40:10]) copy(out)
    {
        for (int i = 40; i < 50; ++i) a[i] = i;
        out[1] = a[40] + a[49];
    }
    CHECK(out[1] == 89);
    for (int i = 0; i < 50; i++) CHECK(a[i] == 9);

    struct S s = {t, 3};
#pragma acc serial private(s.p[2:4]) copy(out)
    {
        for (int i = 2; i < 6; ++i) s.p[i] = s.x * i;
        out[2] = s.p[2] + s.p[5];
    }
    CHECK(out[2] == 21);
    for (int i = 0; i < n; i++) CHECK(t[i] == -1);

#pragma acc serial loop private(t[0:n]) copy(out)
    for (int g = 0; g < 4; ++g) {
        for (int i = 0; i < n; ++i) t[i] = g;
        out[g] = t[0] + t[n - 1];
    }
    CHECK(out[0] == 0 && out[3] == 6);
    for (int i = 0; i < n; i++) CHECK(t[i] == -1);

    free(t);
    CHECK_DONE();
}

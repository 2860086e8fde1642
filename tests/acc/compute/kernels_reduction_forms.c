/* OpenACC 3.3, 2.5.2 (kernels: the compiler finds the parallel loops) and 2.9.11: loops of a
 * kernels construct whose scalar updates are reductions in other shapes than `s += e`, found
 * by the dependence analysis and run as parallel loops: a max or min written as
 * `if (e > x) x = e;`, `fmax`/`fmin` calls, a count `n++` / `--n` under an `if`, a sum with
 * different increments on the two branches; and two loops that are not reductions and stay
 * sequential (the value of `y++` is used; `x` is read outside the update). Results checked
 * against the sequential loops. */
#include <math.h>
#include "check.h"

enum { N = 1000 };

int main(void) {
    static double a[N];
    static int idx[N];
    double mx = -1, mn = 1e9, fm = -1e9, fn = 1e9, last = 0;
    int cnt = 0, down = 0, cnt2 = 0, y = 0;
    for (int i = 0; i < N; i++) a[i] = (i * 37) % 1000 - 300.5;
#pragma acc kernels copyin(a) copy(mx, mn, fm, fn, cnt, down, cnt2, y, last) copyout(idx)
    {
        for (int i = 0; i < N; i++)
            if (a[i] > mx) mx = a[i];
        for (int i = 0; i < N; i++) {
            if (mn > a[i] * 2) {
                mn = a[i] * 2;
            }
        }
        for (int i = 0; i < N; i++) fm = fmax(fm, a[i]);
        for (int i = 0; i < N; i++) fn = fmin(a[i] + 1, fn);
        for (int i = 0; i < N; i++)
            if (a[i] > 100) cnt++;
        for (int i = 0; i < N; i++)
            if (a[i] < 0) --down;
        for (int i = 0; i < N; i++) {
            if (a[i] > 0) cnt2++;
            else cnt2 += 2;
        }
        for (int i = 0; i < N; i++)
            if (a[i] > 0) idx[y++] = i;
        for (int i = 0; i < N; i++)
            if (a[i] > last) last = a[i] - last;
    }
    double wmx = -1, wmn = 1e9, wlast = 0;
    int wc = 0, wd = 0, wc2 = 0, wy = 0;
    for (int i = 0; i < N; i++) {
        if (a[i] > wmx) wmx = a[i];
        if (wmn > a[i] * 2) wmn = a[i] * 2;
        if (a[i] > 100) wc++;
        if (a[i] < 0) wd--;
        if (a[i] > 0) {
            wc2++;
            CHECK(idx[wy] == i);
            wy++;
        } else {
            wc2 += 2;
        }
        if (a[i] > wlast) wlast = a[i] - wlast;
    }
    CHECK(mx == wmx);
    CHECK(fm == wmx);
    CHECK(mn == wmn);
    CHECK(fn == wmn / 2 + 1);
    CHECK(cnt == wc);
    CHECK(down == wd);
    CHECK(cnt2 == wc2);
    CHECK(y == wy);
    CHECK(last == wlast);
    CHECK_DONE();
}

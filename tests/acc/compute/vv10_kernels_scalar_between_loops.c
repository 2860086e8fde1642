/* OpenACC 3.3, 2.5.2 (kernels construct): loops of one kernels region in sequence, where a
 * later loop reads a scalar that an earlier loop reduces into or that code between the loops
 * computes (the scalar's value crosses kernels: 2.6.2's implicit copy of a scalar in kernels),
 * and a loop bound computed in the region (V&V kernels_*_scalar shapes). */
#include <openacc.h>
#include "check.h"
#define N 200
int main(void) {
    double a[N], b[N];
    int idx[N];
    for (int i = 0; i < N; i++) a[i] = (i % 10) + 1, idx[i] = (i * 7) % N;
    double sum = 0, mean = 0;
    int cnt = 0, half = 0;
#pragma acc kernels copyin(a, idx) copyout(b) copy(sum, mean, cnt, half)
    {
        for (int i = 0; i < N; i++) sum += a[i];
        mean = sum / N;
        half = N / 2;
        for (int i = 0; i < N; i++) b[i] = a[i] - mean;
        for (int i = 0; i < half; i++)
            if (a[idx[i]] > mean) cnt++;
    }
    double ws = 0;
    for (int i = 0; i < N; i++) ws += a[i];
    double wm = ws / N;
    int wc = 0;
    for (int i = 0; i < N / 2; i++)
        if (a[idx[i]] > wm) wc++;
    CHECK(sum == ws && mean == wm && half == N / 2 && cnt == wc);
    for (int i = 0; i < N; i++) CHECK(b[i] == a[i] - wm);
    /* a scalar with no data clause in kernels: copied in and back (2.6.2) */
    int last = -1;
    int n = N;
#pragma acc kernels copyin(a)
    {
        last = 0;
        for (int i = 0; i < n; i++)
            if (a[i] == 10.0) last = i > last ? i : last;
    }
    CHECK(last == 199);
    CHECK_DONE();
}

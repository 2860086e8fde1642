/* In a kernels construct, a `loop` directive with neither `seq` nor `independent` is `auto`
 * (2.9.7): the dependence test decides it, and finds the reductions it makes. When the
 * directive has its own reduction clause for such a variable, that clause reduces it: the
 * test's implied clause must not name the variable a second time (2.9.11). Row sums with
 * `loop vector reduction(+:s)` inside a gang loop, and a sum over a gang loop and a vector loop
 * that both carry the clause, were rejected ("two elements or subarrays of 's' in the
 * reduction clauses of one construct ... not supported yet") until 2026-11-29; a loop whose
 * clause names a reduction the test does not recognise (`m = m > x ? m : x`) or a private
 * scratch array ran in sequence ("Loop carried ... dependence").
 * OpenACC 3.3, 2.5.3 (kernels), 2.9.7 (auto), 2.9.11 (reduction). (Written by the mini-app hunt
 * beside kernels_inner_loop_reduction_clause.c, which the kernels hunt wrote for the same fix.) */
#include "check.h"

#define N 60
#define M 70

int main(void) {
    static double a[N][M], rows[N], mx[N];
    double total = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) a[i][j] = (double)((i * M + j) % 9);
#pragma acc kernels copyin(a) copyout(rows, mx)
    {
#pragma acc loop gang
        for (int i = 0; i < N; i++) {
            double s = 0, m = -1;
#pragma acc loop vector reduction(+:s) reduction(max:m)
            for (int j = 0; j < M; j++) {
                s += a[i][j];
                m = m > a[i][j] * (j + 1) ? m : a[i][j] * (j + 1);
            }
            rows[i] = s;
            mx[i] = m;
        }
    }
    /* An outer loop with no directive around an inner loop with one. */
    static double rows2[N];
#pragma acc kernels copyin(a) copyout(rows2)
    for (int i = 0; i < N; i++) {
        double s = 0;
#pragma acc loop reduction(+:s)
        for (int j = 0; j < M; j++) s += a[i][j] * j;
        rows2[i] = s;
    }
    /* One reduction over two levels, each loop with the clause. */
#pragma acc kernels copyin(a)
    {
#pragma acc loop gang reduction(+:total)
        for (int i = 0; i < N; i++)
#pragma acc loop vector reduction(+:total)
            for (int j = 0; j < M; j++) total += a[i][j];
    }
    /* A private scratch array of the inner loop's own clause. */
    static double scaled[N][M];
#pragma acc kernels copyin(a) copyout(scaled)
    {
#pragma acc loop gang
        for (int i = 0; i < N; i++) {
            double t[2];
#pragma acc loop vector private(t)
            for (int j = 0; j < M; j++) {
                t[0] = a[i][j] * 2;
                t[1] = t[0] + i;
                scaled[i][j] = t[1];
            }
        }
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) CHECK(scaled[i][j] == a[i][j] * 2 + i);
    double all = 0;
    for (int i = 0; i < N; i++) {
        double s = 0, m = -1, s2 = 0;
        for (int j = 0; j < M; j++) {
            s += a[i][j];
            s2 += a[i][j] * j;
            m = m > a[i][j] * (j + 1) ? m : a[i][j] * (j + 1);
        }
        CHECK(rows[i] == s);
        CHECK(mx[i] == m);
        CHECK(rows2[i] == s2);
        all += s;
    }
    CHECK(total == all);
    CHECK_DONE();
}

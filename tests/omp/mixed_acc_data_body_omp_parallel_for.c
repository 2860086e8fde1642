/* flags: -acc */
/* An OpenACC data construct whose body is directly an OpenMP `parallel for`, no braces
 * (OpenACC 3.3 2.6.5: the body is a structured block; a construct is one statement). The
 * data construct's exit code follows the whole OpenMP construct, in the user's function: it
 * used to be spliced into the end of the loop body, inside the outlined region (cc: undeclared
 * `__oxacc_rgnN`, "expected declaration or statement at end of input"). */
#include "check.h"
#define N 64
int main(void) {
    int a[N], b[4] = {0};
    for (int i = 0; i < N; i++) a[i] = i;
    long s = 0;
#pragma acc data copy(a)
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < N; i++) s += a[i];
    CHECK(s == 2016);

    /* With an if clause, two data constructs, as the branch of an if, in a loop. */
    int c = 1;
    s = 0;
#pragma acc data copy(a) if(c)
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < N; i++) s += a[i];
    CHECK(s == 2016);

    s = 0;
#pragma acc data copy(a)
#pragma acc data copy(b)
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < N; i++) s += a[i] + b[i % 4];
    CHECK(s == 2016);

    s = 0;
    if (c)
#pragma acc data copy(a)
#pragma omp parallel for reduction(+:s)
        for (int i = 0; i < N; i++) s += a[i];
    else
        s = 7;
    CHECK(s == 2016);

    s = 0;
    for (int k = 0; k < 3; k++)
#pragma acc data copy(a)
#pragma omp parallel for reduction(+:s)
        for (int i = 0; i < N; i++) s += a[i];
    CHECK(s == 3 * 2016);

    /* A break after the construct leaves the loop body, not the (closed) data region. */
    s = 0;
    for (int k = 0; k < 3; k++) {
#pragma acc data copy(a)
#pragma omp parallel for reduction(+:s)
        for (int i = 0; i < N; i++) s += a[i];
        if (k == 1) break;
    }
    CHECK(s == 2 * 2016);
    CHECK_DONE();
}

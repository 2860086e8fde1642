// cflags: -Wall -Wextra -Werror
/* What users write, built with -Wall -Wextra -Werror as their Makefiles do: oxacc's generated
 * code must add no warning (gcc -fopenacc adds none). Loop variables declared at the top of
 * the function, a private temporary, a loop whose body never reads its variable, a variable
 * only a loop's reduction section names, a typedef and a struct of the function used only
 * inside the region, array parameters. */
#include <stdio.h>

static void axpy(int n, double a, const double x[], double y[]) {
    int i;
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (i = 0; i < n; i++) y[i] += a * x[i];
}

int main(void) {
    enum { N = 256 };
    typedef double real;
    struct acc { real sum; int count; };
    int i, j;
    double tmp, x[N], y[N];
    int hist[8] = { 0 }, lo = 2, ticks = 0;
    for (i = 0; i < N; i++) { x[i] = i; y[i] = 1; }
    axpy(N, 2.0, x, y);
#pragma acc parallel loop private(tmp) copy(y)
    for (i = 0; i < N; i++) {
        tmp = y[i] * 0.5;
        y[i] = tmp;
    }
#pragma acc parallel loop collapse(2) reduction(+:ticks)
    for (i = 0; i < 4; i++)
        for (j = 0; j < 4; j++) ticks++;
#pragma acc parallel copy(hist)
    {
#pragma acc loop gang reduction(+:hist[lo:6])
        for (int k = 0; k < 600; k++) hist[2 + k % 6] += 1;
    }
    struct acc total = { 0, 0 };
#pragma acc parallel loop reduction(+:ticks) copyin(y)
    for (int k = 0; k < N; k++) {
        struct acc part = { y[k], 1 };
        real r = part.sum;
        ticks += part.count * (r > 0);
    }
    total.count = ticks;
    int err = 0;
    for (i = 0; i < N; i++) err += y[i] != (1 + 2.0 * i) * 0.5;
    for (i = 2; i < 8; i++) err += hist[i] != 100;
    err += total.count != 16 + N;
    printf("%s\n", err ? "FAIL" : "ok");
    return err != 0;
}

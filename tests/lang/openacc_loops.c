/* OpenACC directives in an ordinary program: the results must be those of the sequential code. */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    const int n = 10000;
    double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
    for (int i = 0; i < n; i++) {
        x[i] = i * 0.5;
        y[i] = 1.0;
    }
    double sum = 0.0;
#pragma acc data copyin(x[0:n]) copy(y[0:n])
    {
#pragma acc parallel loop
        for (int i = 0; i < n; i++)
            y[i] += 2.0 * x[i];
#pragma acc parallel loop reduction(+:sum)
        for (int i = 0; i < n; i++)
            sum += y[i];
    }
    long count = 0;
#pragma acc kernels
    for (int i = 0; i < n; i++)
        if (y[i] > 100.0)
            count++;
    printf("%.1f %ld %.1f\n", sum, count, y[n - 1]);
    free(x);
    free(y);
    return sum == 10000.0 + 0.5 * (double)n * (n - 1) ? 0 : 1;
}

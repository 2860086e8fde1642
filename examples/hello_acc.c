/* saxpy with OpenACC: y = a*x + y on the accelerator, checked on the host.
 *
 *   oxacc -acc=multicore -Minfo=accel examples/hello_acc.c -o hello && ./hello
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENACC
#include <openacc.h>
#endif

static void saxpy(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++)
        y[i] = a * x[i] + y[i];
}

int main(void)
{
    const int n = 1 << 20;
    float *x = malloc(n * sizeof *x);
    float *y = malloc(n * sizeof *y);
    if (!x || !y)
        return 1;
    for (int i = 0; i < n; i++) {
        x[i] = (float)i;
        y[i] = 1.0f;
    }

    saxpy(n, 2.0f, x, y);

    int errors = 0;
    for (int i = 0; i < n; i++)
        if (fabsf(y[i] - (2.0f * i + 1.0f)) > 1e-3f * (2.0f * i + 1.0f))
            errors++;
#ifdef _OPENACC
    printf("OpenACC %d: ", _OPENACC);
#endif
    printf("saxpy of %d elements: %s\n", n, errors ? "FAILED" : "ok");
    free(x);
    free(y);
    return errors != 0;
}

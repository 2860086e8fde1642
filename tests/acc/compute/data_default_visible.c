/* OpenACC 3.3, 2.6.2: a data construct's default clause is visible to the compute constructs
 * inside it; default(present) with everything present runs, and a compute construct's own
 * default clause wins over the visible one. */
#include <stdio.h>
int main(void) {
    enum { N = 64 };
    double a[N], b[N], c[N];
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; c[i] = 0; }
#pragma acc data default(present) copyin(a) copyout(b)
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++) b[i] = 2 * a[i];
        /* its own default(none) and a data clause for c */
#pragma acc parallel loop default(none) present(a) copyout(c)
        for (int i = 0; i < N; i++) c[i] = a[i] + 1;
    }
    int err = 0;
    for (int i = 0; i < N; i++) err += b[i] != 2.0 * i || c[i] != i + 1.0;
    printf("%s\n", err ? "FAIL" : "ok");
    return err != 0;
}

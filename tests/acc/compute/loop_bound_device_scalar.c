/* OpenACC 3.3 2.6.2: a scalar with a visible data clause (`data copy(n)`) is not
 * firstprivate in a compute construct: the region reads the device copy. When a kernel
 * before changed that copy, a later loop's bound is the device's value; the launch code's
 * work estimate read the host's (stale) value, and the one-pass kernel it then chose ran
 * one iteration per thread of a grid sized for the old bound: 256 of 100000 iterations
 * under emul. */
#include <stdio.h>

#define N 100000

int main(void) {
    static int a[N];
    int n = 10, err = 0;
#pragma acc data copy(n) copyout(a)
    {
#pragma acc serial
        n = N;
#pragma acc parallel loop
        for (int i = 0; i < n; i++)
            a[i] = i + 1;
    }
    for (int i = 0; i < N; i++)
        err += a[i] != i + 1;
    err += n != N;
    if (err)
        printf("%d wrong\n", err);
    return err != 0;
}

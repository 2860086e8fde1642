/* OpenACC 3.3 2.6.2: a scalar with a visible data clause (`data copy(n)`) is not
 * firstprivate in a compute construct: the region reads the device copy. When a kernel
 * before changed that copy, a later loop's bound is the device's value; the launch code's
 * work estimate read the host's (stale) value, and the one-pass kernel it then chose ran
 * one iteration per thread of a grid sized for the old bound: 256 of 100000 iterations
 * under emul. The same in a kernels construct whose bound is in a clause (an enclosing data
 * construct's, or `present` after enter data): 256 of 500 / 600 (2.5.3, 2.6.2). */
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
    static double b[1000];
    int k = 10, m = 10;
#pragma acc data copy(k, b)
    {
#pragma acc serial
        k = 500;
#pragma acc kernels
        for (int i = 0; i < k; i++)
            b[i] += 1;
    }
#pragma acc enter data copyin(m)
#pragma acc serial present(m)
    m = 600;
#pragma acc kernels present(m) copy(b)
    for (int i = 0; i < m; i++)
        b[i] += 1;
#pragma acc exit data copyout(m)
    for (int i = 0; i < 1000; i++)
        err += b[i] != (i < 500 ? 2 : i < 600 ? 1 : 0);
    if (err)
        printf("%d wrong\n", err);
    return err != 0;
}

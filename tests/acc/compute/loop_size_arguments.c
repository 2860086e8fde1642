/* OpenACC 3.3 2.9.2-2.9.4: in a kernels construct a loop's gang(num:), worker(n) and
 * vector(n) arguments give the number of gangs, workers and the vector length the loop runs
 * with ("the iterations will be processed in vector strips of that length"); on a combined
 * parallel loop oxacc takes them the same way, as nvc does. They were ignored (vector(256)
 * everywhere). The .minfo pins the NVIDIA schedules; the results are checked on every
 * device type. */
#include <stdio.h>

#define N 3000

int main(void) {
    static float a[N], b[N], c[64][96];
    int err = 0;
    for (int i = 0; i < N; i++)
        a[i] = (float)i;
#pragma acc kernels loop gang(num: 4) vector(64) copyin(a) copyout(b)
    for (int i = 0; i < N; i++)
        b[i] = 2.0f * a[i];
    for (int i = 0; i < N; i++)
        err += b[i] != 2.0f * i;
#pragma acc kernels copyout(c)
    {
#pragma acc loop gang worker(4)
        for (int i = 0; i < 64; i++) {
#pragma acc loop vector(32)
            for (int j = 0; j < 96; j++)
                c[i][j] = (float)(i * 96 + j);
        }
    }
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 96; j++)
            err += c[i][j] != (float)(i * 96 + j);
#pragma acc parallel loop vector(128) copyin(a) copyout(b)
    for (int i = 0; i < N; i++)
        b[i] = a[i] + 1.0f;
    for (int i = 0; i < N; i++)
        err += b[i] != i + 1.0f;
    /* A length held by a variable of the construct, declared before the loop's kernel. */
#pragma acc kernels copyin(a) copyout(b)
    {
        int v = 64;
#pragma acc loop independent vector(v)
        for (int i = 0; i < N; i++)
            b[i] = a[i] - 1.0f;
    }
    for (int i = 0; i < N; i++)
        err += b[i] != i - 1.0f;
    if (err)
        printf("%d wrong\n", err);
    return err != 0;
}

/* OpenACC 3.3 2.4: the loop clauses after `device_type(nvidia)` apply to the NVIDIA kernel
 * only, those after `device_type(host)` to the host only. The GPU kernel used to be planned
 * with the host's clauses: `device_type(nvidia) seq` ran gang/vector on the GPU (a running
 * sum, correct only in sequence, was wrong: 1000 of 1000 elements under emul) and
 * `device_type(host) seq` made the GPU loop sequential; `device_type(nvidia) collapse(2)` was
 * ignored. The .minfo pins the NVIDIA schedule of each loop. */
#include <stdio.h>

#define N 1000

int main(void) {
    static int a[N], b[40][50];
    int s = 0, err = 0;
    /* Sequential on NVIDIA, the host and emul (a device type of its own): a running sum. */
#pragma acc parallel loop copyout(a) device_type(nvidia) seq device_type(host, multicore, oxacc_emul) seq
    for (int i = 0; i < N; i++) {
        s += i;
        a[i] = s;
    }
    for (int i = 0; i < N; i++)
        err += a[i] != i * (i + 1) / 2;
    /* Sequential on the host only: gang, vector on the GPU. */
#pragma acc parallel loop copyout(a) device_type(host) seq
    for (int i = 0; i < N; i++)
        a[i] = 2 * i;
    for (int i = 0; i < N; i++)
        err += a[i] != 2 * i;
    /* The NVIDIA group named first wins over `*`. */
#pragma acc parallel loop copyout(a) device_type(nvidia) gang vector device_type(*) seq
    for (int i = 0; i < N; i++)
        a[i] = 3 * i;
    for (int i = 0; i < N; i++)
        err += a[i] != 3 * i;
    /* collapse(2) for the NVIDIA device only. */
#pragma acc parallel loop copyout(b) device_type(nvidia) collapse(2)
    for (int i = 0; i < 40; i++)
        for (int j = 0; j < 50; j++)
            b[i][j] = i * 100 + j;
    for (int i = 0; i < 40; i++)
        for (int j = 0; j < 50; j++)
            err += b[i][j] != i * 100 + j;
    /* On a loop construct inside a parallel construct. */
#pragma acc parallel copyout(a)
    {
#pragma acc loop device_type(nvidia) gang vector device_type(host) seq
        for (int i = 0; i < N; i++)
            a[i] = 4 * i;
    }
    for (int i = 0; i < N; i++)
        err += a[i] != 4 * i;
    if (err)
        printf("%d wrong\n", err);
    return err != 0;
}

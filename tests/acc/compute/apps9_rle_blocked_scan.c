/* Run-length encoding on the GPU as compression codes build it from a scan: run-start flags
 * in a `parallel loop`, an exclusive prefix sum in blocks (each block's sum in `parallel loop
 * gang` with a `loop vector reduction`, the block sums scanned in a `serial` construct
 * (2.5.3), each block's local scan a sequential loop per gang), the run starts scattered to
 * their slots and the run lengths taken from neighbouring starts; the scratch arrays from
 * `acc_malloc` used through `deviceptr` (2.7.3), the number of runs read back with
 * `acc_memcpy_from_device` (3.2.28). Decoded and compared with the host's encoding. */
#include <openacc.h>
#include <string.h>
#include "check.h"
#define N 5000
#define BS 256
#define NB ((N + BS - 1) / BS)

int main(void)
{
    static unsigned char in[N], val[N], dec[N];
    static int len[N];
    unsigned s = 5;
    for (int i = 0; i < N; i++) {
        s = s * 1103515245u + 12345u;
        in[i] = (unsigned char)(i == 0 || (s >> 16) % 7 == 0 ? (s >> 8) & 3 : in[i - 1]);
    }
    int *flag = acc_malloc(N * sizeof(int)), *pos = acc_malloc((N + 1) * sizeof(int));
    int *bsum = acc_malloc((NB + 1) * sizeof(int)), *starts = acc_malloc((N + 1) * sizeof(int));
    CHECK(flag && pos && bsum && starts);
    int nruns = 0;
#pragma acc data copyin(in) copyout(val, len)
    {
#pragma acc parallel loop present(in) deviceptr(flag)
        for (int i = 0; i < N; i++) flag[i] = i == 0 || in[i] != in[i - 1];
#pragma acc parallel loop gang deviceptr(flag, bsum)
        for (int b = 0; b < NB; b++) {
            int t = 0;
#pragma acc loop vector reduction(+:t)
            for (int i = b * BS; i < (b + 1) * BS; i++) t += i < N ? flag[i] : 0;
            bsum[b] = t;
        }
#pragma acc serial deviceptr(bsum)
        {
            int run = 0;
            for (int b = 0; b < NB; b++) { int t = bsum[b]; bsum[b] = run; run += t; }
            bsum[NB] = run;
        }
#pragma acc parallel loop gang deviceptr(flag, bsum, pos)
        for (int b = 0; b < NB; b++) {
            int run = bsum[b];
            for (int i = b * BS; i < (b + 1) * BS && i < N; i++) { pos[i] = run; run += flag[i]; }
        }
#pragma acc parallel loop deviceptr(flag, pos, starts, bsum)
        for (int i = 0; i < N; i++) {
            if (flag[i]) starts[pos[i]] = i;
            if (i == 0) starts[bsum[NB]] = N;
        }
#pragma acc parallel loop present(in, val, len) deviceptr(starts, bsum)
        for (int r = 0; r < N; r++)
            if (r < bsum[NB]) {
                val[r] = in[starts[r]];
                len[r] = starts[r + 1] - starts[r];
            }
        acc_memcpy_from_device(&nruns, bsum + NB, sizeof(int));
    }
    int hr = 0;
    for (int i = 0; i < N; i++) hr += i == 0 || in[i] != in[i - 1];
    CHECK(nruns == hr && nruns > 100);
    int at = 0, bad = 0;
    for (int r = 0; r < nruns; r++) {
        bad += len[r] <= 0 || (r > 0 && val[r] == val[r - 1]);
        for (int k = 0; k < len[r] && at < N; k++) dec[at++] = val[r];
    }
    CHECK(bad == 0 && at == N && memcmp(dec, in, N) == 0);
    acc_free(flag); acc_free(pos); acc_free(bsum); acc_free(starts);
    CHECK_DONE();
}

/* OpenACC 3.3, 2.5.3 kernels with explicit loop gang(num:)/worker(num:)/vector(length:)
 * (2.9.2-2.9.4) and private scalars per level (2.9.10), and a private struct on a gang loop
 * read by a worker loop's local array (gcc libgomp kernels-private-vars-loop-*.c,
 * kernels-private-vars-local-worker-*.c). */
#include "check.h"
int main(void) {
    int arr[32 * 32 * 32];
    for (int i = 0; i < 32 * 32 * 32; i++) arr[i] = i;
#pragma acc kernels copy(arr)
    {
        int x, y, z;
#pragma acc loop gang(num:32) private(x)
        for (int i = 0; i < 32; i++) {
            x = i ^ 7;
#pragma acc loop worker(num:8) private(y)
            for (int j = 0; j < 32; j++) {
                y = j * 3;
#pragma acc loop vector(length:32) private(z)
                for (int k = 0; k < 32; k++) {
                    z = x * 1024 + y * 32 + k;
                    arr[i * 1024 + j * 32 + k] += z;
                }
            }
        }
    }
    int bad = 0;
    for (int i = 0; i < 32; i++)
        for (int j = 0; j < 32; j++)
            for (int k = 0; k < 32; k++) {
                int idx = i * 1024 + j * 32 + k;
                bad += arr[idx] != idx + (i ^ 7) * 1024 + j * 3 * 32 + k;
            }
    /* libgomp kernels-private-vars-local-worker: a local struct in worker code */
    struct { int a, b[4]; } pt;
    int out[64];
#pragma acc kernels copyout(out)
    {
#pragma acc loop gang private(pt)
        for (int i = 0; i < 8; i++) {
            pt.a = i;
#pragma acc loop worker
            for (int j = 0; j < 8; j++) {
                int t[2] = { pt.a, j };
                out[i * 8 + j] = t[0] * 8 + t[1];
            }
        }
    }
    for (int i = 0; i < 64; i++) bad += out[i] != i;
    CHECK(bad == 0);
    CHECK_DONE();
}

/* kernels ... async (OpenACC 3.3, 2.5.3, 2.16.1): the region's parts run in order on the
 * queue, and a variable declared in the region is the region's own. On the host team, a
 * kernel reaching such a variable through its address (an array, a struct, a scalar that
 * queued code writes) read it when the queue ran the kernel, after the host had gone on:
 * the next pass of a host loop around the kernel (inside the construct, or around the
 * construct) had initialized it again (`int w = k;`: every pass saw the last pass's value),
 * or its lifetime had ended with the construct. The GPU copies such variables synchronously
 * around the kernel; the host team now waits likewise. Found by the async hunt. */
#include "check.h"

#define N 1000

struct S {
    int a, b;
};

int main(void) {
    static int a[8][N + 10], c[N], d[N], e[N];

    /* The construct in a host loop: a region-local scalar set by queued code. */
    for (int it = 0; it < 6; it++) {
#pragma acc kernels copy(a[it:1][0:N + 10]) async(1)
        {
            int off = 1;
            off = off + it;
            for (int j = 0; j < N + off; j++) {
                for (volatile int k = 0; k < 10; k++)
                    ;
                a[it][j] += off;
            }
        }
    }
#pragma acc wait(1)
    for (int it = 0; it < 6; it++)
        for (int j = 0; j < N + 10; j++) CHECK(a[it][j] == (j < N + 1 + it ? 1 + it : 0));

    /* A host loop inside the construct: a scalar, an array and a struct declared in it. */
#pragma acc kernels copy(c, d, e) async(2)
    {
        for (int k = 0; k < 4; k++) {
            int w = k;
            int v[2] = {k, k + 1};
            struct S s = {k, 2 * k};
            w = w * 2;
            for (int i = 0; i < N; i++) {
                for (volatile int z = 0; z < 10; z++)
                    ;
                c[i] += w;
                d[i] += v[0] + v[1];
                e[i] += s.a + s.b;
            }
        }
    }
#pragma acc wait(2)
    for (int i = 0; i < N; i++) {
        CHECK(c[i] == 2 * (0 + 1 + 2 + 3));
        CHECK(d[i] == 1 + 3 + 5 + 7);
        CHECK(e[i] == 3 * (0 + 1 + 2 + 3));
    }
    CHECK_DONE();
}

/* kernels ... async (OpenACC 3.3, 2.5.3, 2.16.1): the region's parts run in order on the
 * queue, so a kernel sees each scalar as the region's code before it left it. A loop kept on
 * the host around kernels (its variable declared in the region) assigns its variable as it
 * queues them: the host team, which read such a variable through its address when the queue
 * ran the kernel, saw k = 3 in all three kernels (b[0] was 9, not 3), and a variable written
 * by a queued one-thread kernel (`w++`) and read by a host `while` around kernels was read
 * before that kernel ran, and after the region's end by the queue (garbage). Found by a bug
 * hunt (hunt7 bug01); the GPU and emul were right. */
#include "check.h"

#define N 1000

int main(void) {
    static int a[N], b[N], c[N], d[N];
    for (int i = 0; i < N; i++) a[i] = i;

#pragma acc kernels copy(a, b) async(2)
    {
        for (int k = 0; k < 3; k++) {
            for (int i = 0; i < N; i++) b[i] += k;
            a[k] = b[k]; /* a one-thread kernel reading k */
        }
    }
#pragma acc wait(2)
    for (int i = 0; i < N; i++) CHECK(b[i] == 3);
    CHECK(a[0] == 0 && a[1] == 1 && a[2] == 3 && a[3] == 3);

#pragma acc kernels copy(c, d) async(1)
    {
        for (int k = 0; k < 3; k++) {
            int kk = k * 2;
            for (int i = 0; i < N; i++) c[i] += kk;
        }
        int w = 0;
        while (w < 3) {
            for (int i = 0; i < N; i++) d[i] += w;
            w++; /* a one-thread kernel */
        }
    }
#pragma acc wait(1)
    for (int i = 0; i < N; i++) CHECK(c[i] == 6 && d[i] == 3);
    CHECK_DONE();
}

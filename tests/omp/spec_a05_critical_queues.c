/* OpenMP 2.0 A.5: named critical sections guarding two queues. */
#include "check.h"
#define N 400
static int xq[N], yq[N], xhead, yhead, xtail, ytail, done_x, done_y;
static int dequeue_x(void) { return xhead < xtail ? xq[xhead++] : -1; }
static int dequeue_y(void) { return yhead < ytail ? yq[yhead++] : -1; }
static void work(int v, int *acc) {
#pragma omp atomic
    *acc += v;
}
int main(void) {
    for (int i = 0; i < N; i++) { xq[i] = i; yq[i] = 2 * i; }
    xtail = ytail = N;
    int sumx = 0, sumy = 0;
#pragma omp parallel shared(sumx, sumy)
    {
        for (;;) {
            int ix, iy;
#pragma omp critical(xaxis)
            ix = dequeue_x();
            if (ix >= 0) work(ix, &sumx);
#pragma omp critical(yaxis)
            iy = dequeue_y();
            if (iy >= 0) work(iy, &sumy);
            if (ix < 0 && iy < 0) break;
        }
    }
    CHECK(sumx == N * (N - 1) / 2);
    CHECK(sumy == N * (N - 1));
    CHECK(done_x == 0 && done_y == 0);
    CHECK_DONE();
}

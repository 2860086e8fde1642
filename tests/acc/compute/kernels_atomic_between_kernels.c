/* kernels (2.5.3, 2.12): an `atomic` construct in code between the kernels of a `kernels`
 * construct (k-means' `cnt[best]++` in a point loop that a dependence keeps on the host, its
 * distance loop a kernel). The construct's data is the device copy, so the update is a
 * kernel of one thread, as the other statements there. Before the fix the atomic updated the
 * host's copy, which the copy back at the construct's end overwrote: `cnt` came back all zero
 * under emul (a silent wrong result; the host team, sharing memory, was right). Results are
 * compared with the loops run as written on the host. */
#include "check.h"
#define N 12
#define M 16

int main(void) {
    int cnt[4] = {0}, lab[N], v[N][M];
    int r_cnt[4] = {0}, r_lab[N];
    long s = 0;
#pragma acc kernels copy(cnt, s) copyout(lab, v)
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < M; j++)
            v[i][j] = i + j;
        lab[i] = (i > 0 ? lab[i - 1] : 0) + i % 3;   /* a dependence: the loop stays on the host */
#pragma acc atomic update
        cnt[lab[i] % 4]++;
#pragma acc atomic
        s += v[i][M - 1];
    }
    long r_s = 0;
    for (int i = 0; i < N; i++) {
        r_lab[i] = (i > 0 ? r_lab[i - 1] : 0) + i % 3;
        r_cnt[r_lab[i] % 4]++;
        r_s += i + M - 1;
    }
    for (int k = 0; k < 4; k++) CHECK(cnt[k] == r_cnt[k]);
    for (int i = 0; i < N; i++) CHECK(lab[i] == r_lab[i] && v[i][M - 1] == i + M - 1);
    CHECK(s == r_s);
    CHECK_DONE();
}

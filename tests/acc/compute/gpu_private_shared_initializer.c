/* OpenACC 3.3, 1.2 and 2.9.10: an array declared with an initializer in a gang loop's body and
 * then written by a vector loop (so the gang's lanes share it): the initializer runs once per
 * gang iteration, before the vector loop; also a worker-private array with an initializer
 * written by a vector loop. */
#include "check.h"

int main(void) {
    static int rows[40][4], wrows[40][3][8];
#pragma acc parallel loop gang vector_length(32) copyout(rows)
    for (int r = 0; r < 40; r++) {
        int cnt[4] = {0, 0, 0, 0};
#pragma acc loop vector reduction(+:cnt)
        for (int k = 0; k < 100 + r; k++) cnt[k % 4] += 1;
        for (int b = 0; b < 4; b++) rows[r][b] = cnt[b];
    }
    for (int r = 0; r < 40; r++)
        for (int b = 0; b < 4; b++) CHECK(rows[r][b] == (100 + r) / 4 + (b < (100 + r) % 4));

#pragma acc parallel loop gang num_workers(3) vector_length(32) copyout(wrows)
    for (int r = 0; r < 40; r++) {
#pragma acc loop worker
        for (int w = 0; w < 3; w++) {
            int t[8] = {r, w, 0, 0, 0, 0, 0, 7};
#pragma acc loop vector
            for (int k = 2; k < 7; k++) t[k] = t[0] * 10 + t[1] + k;
            for (int k = 0; k < 8; k++) wrows[r][w][k] = t[k];
        }
    }
    for (int r = 0; r < 40; r++)
        for (int w = 0; w < 3; w++)
            for (int k = 0; k < 8; k++)
                CHECK(wrows[r][w][k] == (k == 0 ? r : k == 1 ? w : k == 7 ? 7 : r * 10 + w + k));
    CHECK_DONE();
}

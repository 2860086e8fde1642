/* OpenACC 3.3, 2.9.1: collapse(force:3) over three loops with intervening code at two
 * levels (a scalar set between loops 1 and 2, another between 2 and 3, each depending on
 * the outer indices), the intervening code re-run for every collapsed iteration as needed;
 * with gang vector and a reduction, in a parallel loop and a kernels loop,
 * and collapse(force:2) on a tightly nested pair (force changes nothing there). */
#include "check.h"
#define A 9
#define B 11
#define C 13
int main(void) {
    static long out[A][B][C];
    long sum = 0, hsum = 0;
#pragma acc parallel loop collapse(force:3) gang vector reduction(+:sum) copyout(out)
    for (int i = 0; i < A; i++) {
        long base = i * 10000L;
        for (int j = 0; j < B; j++) {
            long mid = base + j * 100L;
            for (int k = 0; k < C; k++) {
                out[i][j][k] = mid + k;
                sum += mid + k;
            }
        }
    }
    for (int i = 0; i < A; i++)
        for (int j = 0; j < B; j++)
            for (int k = 0; k < C; k++) {
                CHECK(out[i][j][k] == i * 10000L + j * 100L + k);
                hsum += i * 10000L + j * 100L + k;
            }
    CHECK(sum == hsum);
#pragma acc kernels loop collapse(force:3) copyout(out)
    for (int i = 0; i < A; i++) {
        int sign = i % 2 ? -1 : 1;
        for (int j = 0; j < B; j++) {
            int w = sign * (j + 1);
            for (int k = 0; k < C; k++) out[i][j][k] = w * k;
        }
    }
    for (int i = 0; i < A; i++)
        for (int j = 0; j < B; j++)
            for (int k = 0; k < C; k++) CHECK(out[i][j][k] == (i % 2 ? -1 : 1) * (j + 1) * k);
#pragma acc parallel loop collapse(force:2) copyout(out)
    for (int i = 0; i < A; i++)
        for (int j = 0; j < B; j++) out[i][j][0] = i - j;
    for (int i = 0; i < A; i++)
        for (int j = 0; j < B; j++) CHECK(out[i][j][0] == i - j);
    CHECK_DONE();
}

/* OpenACC 3.3, 2.9.1 (collapse clause): collapse(3) over loops whose counters have different
 * integer types (unsigned char, long, unsigned), with steps 1, 2 and -1 and bounds held in
 * variables of other types; each (i,j,k) runs once, and the counters declared before the
 * construct are not changed by it (they are private, 2.6.1), checked on gang, worker and
 * vector loops (V&V loop_collapse.c with mixed counters). */
#include <openacc.h>
#include "check.h"
int main(void) {
    enum { A = 5, B = 7, C = 6 };
    int cnt[A][B][C];
    for (int i = 0; i < A; i++)
        for (int j = 0; j < B; j++)
            for (int k = 0; k < C; k++) cnt[i][j][k] = 0;
    unsigned char i;
    long j;
    unsigned k;
    i = 77; j = -3; k = 99;
    short na = A;
    long long nb = B;
#pragma acc parallel loop gang worker vector collapse(3) copy(cnt) num_workers(2) vector_length(32)
    for (i = 0; i < na; i++)
        for (j = nb - 1; j >= 0; j -= 2)
            for (k = 1; k <= C - 1; k++)
                cnt[i][j][k] += 1 + i;
    CHECK(i == 77 && j == -3 && k == 99);
    for (int a = 0; a < A; a++)
        for (int b = 0; b < B; b++)
            for (int c = 0; c < C; c++) {
                int on = (B - 1 - b) % 2 == 0 && c >= 1;
                CHECK(cnt[a][b][c] == (on ? 1 + a : 0));
            }
    /* collapse(2) at worker level inside a gang loop */
    int out[A][B][C];
#pragma acc parallel loop gang copyout(out)
    for (int a = 0; a < A; a++) {
#pragma acc loop worker vector collapse(2)
        for (unsigned b = 0; b < B; b++)
            for (long c = C - 1; c >= 0; c--)
                out[a][b][c] = a * 100 + (int)b * 10 + (int)c;
    }
    for (int a = 0; a < A; a++)
        for (int b = 0; b < B; b++)
            for (int c = 0; c < C; c++) CHECK(out[a][b][c] == a * 100 + b * 10 + c);
    CHECK_DONE();
}

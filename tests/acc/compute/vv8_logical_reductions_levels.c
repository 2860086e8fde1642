/* OpenACC 3.3, 2.5.15 / 2.9.11 reduction && and || on int and _Bool at every loop level:
 * kernels loop gang, serial loop, worker and vector loops inside parallel, with the update
 * written as "x = x && e", "x = e || x" and through if statements (the private copy starts
 * at 1 for && and 0 for ||, table of 2.5.15). */
#include <stdbool.h>
#include "check.h"
#define R 40
#define C 50
static int m[R][C];
int main(void) {
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) m[i][j] = (i * 5 + j) % 13;
    int all_lt13 = 1, any_12 = 0;
#pragma acc kernels loop gang copyin(m) reduction(&&:all_lt13) reduction(||:any_12)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            all_lt13 = all_lt13 && m[i][j] < 13;
            any_12 = m[i][j] == 12 || any_12;
        }
    CHECK(all_lt13 == 1 && any_12 == 1);
    bool b_all = true, b_any = false;
#pragma acc serial loop copyin(m) reduction(&&:b_all) reduction(||:b_any)
    for (int i = 0; i < R; i++) {
        if (m[i][0] > 11) b_all = false;
        if (m[i][C - 1] == 100) b_any = true;
    }
    bool e_all = true;
    for (int i = 0; i < R; i++)
        if (m[i][0] > 11) e_all = false;
    CHECK(b_all == e_all && b_any == false);
    int row_has7[R], row_all_small[R];
#pragma acc parallel num_gangs(4) num_workers(4) vector_length(32) copyin(m) copyout(row_has7, row_all_small)
    {
#pragma acc loop gang worker
        for (int i = 0; i < R; i++) {
            int h = 0, s = 1;
#pragma acc loop vector reduction(||:h) reduction(&&:s)
            for (int j = 0; j < C; j++) {
                h = h || m[i][j] == 7;
                s = s && m[i][j] < 12 + (i % 2);
            }
            row_has7[i] = h;
            row_all_small[i] = s;
        }
    }
    for (int i = 0; i < R; i++) {
        CHECK(row_has7[i] == 1);
        CHECK(row_all_small[i] == (i % 2));
    }
    bool w2 = false;
#pragma acc parallel copyin(m) reduction(||:w2)
    {
#pragma acc loop gang reduction(||:w2)
        for (int i = 0; i < R; i++) {
#pragma acc loop worker reduction(||:w2)
            for (int j = 0; j < C; j++) w2 = w2 || (m[i][j] == 3 && i == R - 1);
        }
    }
    CHECK(w2 == true);
    CHECK_DONE();
}

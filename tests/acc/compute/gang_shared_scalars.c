/* A scalar private to a gang (declared in a gang loop's body, in its private clause, or
 * firstprivate on the construct) or to a worker is one variable for the gang's (worker's)
 * threads (OpenACC 3.3, 2.6.1, 2.2): an atomic update of it from a vector or worker loop, or a
 * write by one iteration, must reach the others and the code after the loop. Each GPU thread had
 * a copy of its own: atomics were lost (4 for 100) and one lane's write never arrived (-1 for 37;
 * with a reduction inside `if (found)` the lanes deadlocked). A temporary every iteration
 * assigns first stays the thread's own. Found by a helper's bug hunt. */
#include "check.h"

int main(void) {
    int cnt[4], pos[2], pos2[2], fp = 0, wk[2][3], tmp[2][64];
#pragma acc parallel loop gang vector_length(32) copyout(cnt)
    for (int i = 0; i < 4; i++) {
        int t = 0;
#pragma acc loop vector
        for (int k = 0; k < 100; k++) {
#pragma acc atomic update
            t += 1;
        }
        cnt[i] = t;
    }
    for (int i = 0; i < 4; i++) CHECK(cnt[i] == 100);

    int t2;
#pragma acc parallel loop gang private(t2) num_gangs(2) vector_length(32) copyout(pos, pos2)
    for (int i = 0; i < 2; i++) {
        int p = -1;
        t2 = -1;
#pragma acc loop vector
        for (int k = 0; k < 64; k++) {
            if (k == 37) p = k;
            if (k == 40 + i) t2 = k;
        }
        pos[i] = p;
        pos2[i] = t2;
    }
    CHECK(pos[0] == 37 && pos[1] == 37);
    CHECK(pos2[0] == 40 && pos2[1] == 41);

#pragma acc parallel num_gangs(1) vector_length(32) firstprivate(fp) copyout(pos)
    {
#pragma acc loop vector
        for (int k = 0; k < 64; k++)
            if (k == 41) fp = k;
        pos[0] = fp;
    }
    CHECK(pos[0] == 41);

    /* Worker level: a counter per worker, bumped atomically by its lanes. */
#pragma acc parallel loop gang num_workers(3) vector_length(32) copyout(wk)
    for (int i = 0; i < 2; i++) {
#pragma acc loop worker
        for (int w = 0; w < 3; w++) {
            int c = 0;
#pragma acc loop vector
            for (int k = 0; k < 50; k++) {
#pragma acc atomic update
                c++;
            }
            wk[i][w] = c;
        }
    }
    for (int i = 0; i < 2; i++)
        for (int w = 0; w < 3; w++) CHECK(wk[i][w] == 50);

    /* A temporary assigned first in each iteration stays per thread. */
#pragma acc parallel loop gang vector_length(32) copyout(tmp)
    for (int i = 0; i < 2; i++) {
        int s;
#pragma acc loop vector
        for (int k = 0; k < 64; k++) {
            s = k * 3;
            tmp[i][k] = s + i;
        }
    }
    for (int i = 0; i < 2; i++)
        for (int k = 0; k < 64; k++) CHECK(tmp[i][k] == 3 * k + i);
    CHECK_DONE();
}

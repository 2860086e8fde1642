/* OpenACC 3.3, 2.9.10 and 2.9.11: a reduction variable that an inner loop privatizes. The
 * inner loop's writes go to its private copies (discarded at its end), not to the gang's
 * reduction value. The CUDA writer reduced the variable over the inner loop's vector lanes or
 * workers as if it were a reduction there too, so the private values were summed into the
 * result (emul: s = 22430 instead of 110). */
#include "check.h"
int main(void) {
    int b[10][32];
    int s = 100;
#pragma acc parallel loop gang reduction(+:s) copyout(b)
    for (int i = 0; i < 10; i++) {
#pragma acc loop vector private(s)
        for (int j = 0; j < 32; j++) {
            s = i * j;
            b[i][j] = s;
        }
        s += 1;
    }
    CHECK(s == 110);
    CHECK(b[3][4] == 12 && b[9][31] == 279);

    /* Privatized by an enclosing worker loop; the vector loop inside writes that copy. */
    long t = 5;
    int c[8][4][16];
#pragma acc parallel num_gangs(4) num_workers(4) vector_length(16) reduction(+:t) copyout(c)
    {
#pragma acc loop gang
        for (int i = 0; i < 8; i++) {
#pragma acc loop worker private(t)
            for (int j = 0; j < 4; j++) {
                t = 10 * j;
#pragma acc loop vector
                for (int k = 0; k < 16; k++) {
                    c[i][j][k] = (int)t + k;
                    t += 0; /* a write of the worker's copy */
                }
            }
            t += 2;
        }
    }
    /* t: 5 + 2 per gang-loop iteration (8). */
    CHECK(t == 5 + 16);
    CHECK(c[7][3][15] == 45 && c[0][0][0] == 0);

    /* A loop reduction (implied copy of u) with a sibling-nested private loop. */
    int u = 0;
    int d[16][8];
#pragma acc parallel copy(u) copyout(d)
    {
#pragma acc loop gang reduction(+:u)
        for (int i = 0; i < 16; i++) {
#pragma acc loop worker vector private(u)
            for (int j = 0; j < 8; j++) {
                u = i + j;
                d[i][j] = u;
            }
            u += i;
        }
    }
    CHECK(u == 120);
    CHECK(d[15][7] == 22);

    /* The construct's reduction, privatized by a gang vector loop; each gang then adds 1. */
    int w = 0, e[100];
#pragma acc parallel num_gangs(2) reduction(+:w) copyout(e)
    {
#pragma acc loop gang vector private(w)
        for (int i = 0; i < 100; i++) {
            w = i;
            e[i] = w * 2;
        }
        w += 1;
    }
    CHECK(w == 2);
    CHECK(e[99] == 198);
    CHECK_DONE();
}

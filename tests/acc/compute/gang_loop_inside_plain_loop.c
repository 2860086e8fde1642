// cflags: -Wall -Wextra
/* OpenACC 3.3, 2.9.2-2.9.4: a loop whose body holds a `gang` loop cannot be a worker or
 * vector loop ("the region of a loop with the worker clause may not contain a loop with a
 * gang ... clause"), so a plain `loop` around `loop gang` is neither: it runs gang-redundantly
 * (and 2.9.2 implies no gang clause on it, an explicit one would not be permitted), the gang
 * loop divides its iterations among the gangs. The NVIDIA code used to give the outer loop the
 * worker level and then drop the inner loop's gang level (a gang loop inside a worker loop):
 * every gang ran every iteration of the inner loop (12 for 3 below on emul). */
#include "check.h"
int main(void) {
    int c[100] = {0}, d[2][40] = {{0}};
#pragma acc parallel num_gangs(4) copy(c)
    {
#pragma acc loop
        for (int j = 0; j < 3; j++) {
#pragma acc loop gang
            for (int k = 0; k < 100; k++) {
#pragma acc atomic update
                c[k]++;
            }
        }
    }
    for (int k = 0; k < 100; k++) CHECK(c[k] == 3);
    /* Two levels of plain loops around the gang loop, with a vector loop inside it. */
#pragma acc parallel num_gangs(3) vector_length(32) copy(d)
    {
#pragma acc loop
        for (int i = 0; i < 2; i++)
#pragma acc loop
            for (int j = 0; j < 2; j++) {
#pragma acc loop gang
                for (int k = 0; k < 4; k++) {
#pragma acc loop vector
                    for (int l = 0; l < 10; l++) {
#pragma acc atomic update
                        d[i][k * 10 + l]++;
                    }
                }
            }
    }
    for (int i = 0; i < 2; i++)
        for (int k = 0; k < 40; k++) CHECK(d[i][k] == 2);
    CHECK_DONE();
}

/* Compound literals as lvalues (C11 6.5.2.5) in gang-redundant code of a `parallel`
 * construct (OpenACC 3.3, 2.2.3: code outside the loops runs on every thread of each gang)
 * ran on the host only (a warning). An array literal and `&(struct){...}` before a gang
 * loop, one in a gang loop's body read by its vector loop, one re-evaluated in each
 * iteration of a sequential loop, and a literal written by the gang's leader and read by
 * the vector lanes: one object per gang, as C has one. */
#include "check.h"

struct pt { int x, y; };

int main(void) {
    int out[64], seq[4], wr[4];
#pragma acc parallel num_gangs(4) vector_length(32) copyout(out, seq, wr)
    {
        int *a = (int[]){1, 2, 3};
        struct pt *q = &(struct pt){5, 6};
#pragma acc loop gang
        for (int g = 0; g < 4; g++) {
            int *b = (int[]){g, g + 1};
#pragma acc loop vector
            for (int i = 0; i < 16; i++) out[g * 16 + i] = a[i % 3] + q->y + b[i % 2];
            int s = 0;
            for (int k = 0; k < 3; k++) {
                int *c = (int[]){k, 10 * k};
                s += c[0] + c[1];
            }
            seq[g] = s;
            int *w = (int[]){0, 0};
            w[1] = g + 100;
            int got = 0;
#pragma acc loop vector reduction(max: got)
            for (int i = 0; i < 32; i++) got = got > w[1] ? got : w[1];
            wr[g] = got;
        }
    }
    for (int g = 0; g < 4; g++) {
        for (int i = 0; i < 16; i++) CHECK(out[g * 16 + i] == 1 + i % 3 + 6 + g + i % 2);
        CHECK(seq[g] == 33);
        CHECK(wr[g] == g + 100);
    }
    CHECK_DONE();
}

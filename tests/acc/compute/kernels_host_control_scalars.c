/* OpenACC 3.3, 2.5.3 and 2.6.2: in a kernels construct a scalar is copy, so its value lives on
 * the device while the construct runs; control flow between the loop nests (a while around
 * them, an if choosing one) runs on the host and must see what the kernels did to the
 * scalars, and the kernels must see what the host control wrote (a host loop counter). */
#include "check.h"

int main(void) {
    static float a[1000];
    for (int i = 0; i < 1000; i++) a[i] = (float)i;

    /* while on a reduction result and a counter a one-thread kernel increments. */
    float err = 1000.0f;
    int iter = 0;
#pragma acc kernels copy(a)
    {
        while (err > 1.0f && iter < 100) {
            err = 0.0f;
#pragma acc loop reduction(max: err)
            for (int i = 0; i < 1000; i++) {
                a[i] *= 0.5f;
                err = a[i] > err ? a[i] : err;
            }
            iter++;
        }
    }
    CHECK(iter == 10);
    CHECK(err < 1.0f && err > 0.9f);

    /* A host loop whose counter the kernels read, and an if on a value a kernel set. */
    static int hits[8];
    int k, flag = 0, total = 0;
#pragma acc kernels copy(hits)
    {
        for (k = 0; k < 8 && flag == 0; k += 1) {
#pragma acc loop
            for (int i = 0; i < 8; i++)
                if (i == k) hits[i] += k + 1;
            if (k == 5) flag = 1;
        }
        if (flag) {
#pragma acc loop reduction(+: total)
            for (int i = 0; i < 8; i++) total += hits[i];
        } else {
            total = -1;
        }
    }
    CHECK(k == 6);
    CHECK(flag == 1);
    for (int i = 0; i < 8; i++) CHECK(hits[i] == (i < 6 ? i + 1 : 0));
    CHECK(total == 21);

    /* do-while and switch, in an async construct. */
    int phase = 0, rounds = 0;
    long sum = 0;
#pragma acc kernels copy(phase, rounds, sum) async(2)
    {
        do {
            switch (phase) {
            case 0:
#pragma acc loop reduction(+: sum)
                for (int i = 0; i < 100; i++) sum += i;
                break;
            default:
#pragma acc loop reduction(+: sum)
                for (int i = 0; i < 10; i++) sum += 1;
                break;
            }
            phase = phase + 1;
            rounds = rounds + 1;
        } while (phase < 3);
    }
#pragma acc wait(2)
    CHECK(phase == 3 && rounds == 3);
    CHECK(sum == 4950 + 20);
    CHECK_DONE();
}

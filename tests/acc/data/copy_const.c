/* A `copy` (OpenACC 3.3, 2.7.6) of an object defined const: the copy back at the exit wrote
 * into read-only memory (a file-scope const array lies in .rodata) and the program died with
 * SIGSEGV under emul, printing nothing. A const object may not be modified (C11 6.7.3p6) and
 * the device cannot legally change it, so oxacc copies it in only (with a compile-time
 * warning, tests/ui/acc/data_const_copy_back.c); copyout/update self of one are compile
 * errors. Through a typedef, as an array of structs, on data and compute constructs. */
#include "acc_test.h"

typedef const double cdouble;
struct pt {
    int x, y;
};

const int gc[4] = {1, 2, 3, 4};
cdouble gd[3] = {0.5, 1.5, 2.5};
const struct pt gs[2] = {{1, 2}, {3, 4}};

int main(void) {
    int a[4] = {0};
#pragma acc parallel loop copy(gc) copy(a)
    for (int i = 0; i < 4; i++) a[i] = gc[i];
    CHECK(a[0] == 1 && a[3] == 4);
    CHECK(!mapped((void *)gc, sizeof gc));

    double s = 0;
#pragma acc data copy(gd, gs[0:2])
    {
        CHECK(!discrete() || acc_is_present((void *)gd, sizeof gd));
#pragma acc parallel loop reduction(+:s)
        for (int i = 0; i < 3; i++) s += gd[i] + gs[i % 2].y;
    }
    CHECK(s == 4.5 + 2 + 4 + 2);
    CHECK(!mapped((void *)gd, sizeof gd) && !mapped((void *)gs, sizeof gs));

    const int local[2] = {7, 8};
    int b = 0;
#pragma acc serial copy(local, b)
    b = local[0] + local[1];
    CHECK(b == 15);
    printf("ok\n");
    return 0;
}

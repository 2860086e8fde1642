/* OpenACC 3.3, 2.13.3 (link) and 2.15.2: a file-scope array in `declare link` has no device
 * copy until a data clause makes it present; a routine that uses it (the link resolves to the
 * data made present) is called inside a data region with the array, twice with different data
 * lifetimes (copyin then copy), plus an enter/exit data pair. */
#include "check.h"

static int lut[100];
#pragma acc declare link(lut)

#pragma acc routine seq
static int look(int i) { return lut[i % 100]; }

int main(void) {
    for (int i = 0; i < 100; i++) lut[i] = i * i;
    static int out[500];
#pragma acc data copyin(lut)
    {
#pragma acc parallel loop copyout(out)
        for (int i = 0; i < 500; i++) out[i] = look(i);
    }
    for (int i = 0; i < 500; i++) CHECK(out[i] == (i % 100) * (i % 100));

    for (int i = 0; i < 100; i++) lut[i] = -i;
#pragma acc data copy(lut)
    {
#pragma acc parallel loop copyout(out)
        for (int i = 0; i < 500; i++) out[i] = look(i) * 2;
#pragma acc parallel loop
        for (int i = 0; i < 100; i++) lut[i] += 1000;
    }
    for (int i = 0; i < 500; i++) CHECK(out[i] == -(i % 100) * 2);
    for (int i = 0; i < 100; i++) CHECK(lut[i] == 1000 - i);

#pragma acc enter data copyin(lut)
    static int out100[100];
#pragma acc parallel loop copyout(out100)
    for (int i = 0; i < 100; i++) out100[i] = look(99 - i);
#pragma acc exit data delete(lut)
    for (int i = 0; i < 100; i++) CHECK(out100[i] == 1000 - (99 - i));
    CHECK_DONE();
}

/* OpenACC 3.3, 2.6.1: a file-scope loop variable of a loop construct is private. */
#include "check.h"
int gi;
int main(void) {
    int a[2000];
    gi = 123;
#pragma acc parallel loop
    for (gi = 0; gi < 2000; gi++) a[gi] = gi * 2;
    for (int i = 0; i < 2000; i++) CHECK(a[i] == 2 * i);
    CHECK_DONE();
}

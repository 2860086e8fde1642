/* OpenACC 3.3, 2.10: cache(readonly: ...). */
#include "check.h"
int main(void) {
    int a[100], b[100];
    for (int i = 0; i < 100; i++) a[i] = i;
#pragma acc parallel loop
    for (int i = 0; i < 100; i++) {
#pragma acc cache(readonly: a[0:100])
        b[i] = a[99 - i];
    }
    for (int i = 0; i < 100; i++) CHECK(b[i] == 99 - i);
    CHECK_DONE();
}

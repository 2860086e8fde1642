/* OpenACC 3.3, 2.9.4: parallel loop vector. */
#include "check.h"
int main(void) {
    double a[1024];
#pragma acc parallel loop vector vector_length(128)
    for (int i = 0; i < 1024; i++) a[i] = i / 2.0;
    for (int i = 0; i < 1024; i++) CHECK(a[i] == i / 2.0);
    CHECK_DONE();
}

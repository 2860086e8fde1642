/* OpenACC 3.3, 2.15.1: the named form routine(name) after a prototype. */
#include "check.h"
double scale(double);
#pragma acc routine(scale) seq
double scale(double v) { return v * 1.5; }
int main(void) {
    double a[100];
#pragma acc parallel loop
    for (int i = 0; i < 100; i++) a[i] = scale(i);
    for (int i = 0; i < 100; i++) CHECK(a[i] == i * 1.5);
    CHECK_DONE();
}

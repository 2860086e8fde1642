/* __typeof__ in a region's declarations names variables the region may use nowhere else: the
 * outlined code must still capture them (cc said "'d' undeclared" about the generated code). */
#include <stdio.h>

int main(void) {
    double d = 2.5;
    float scale = 1.5f;
    int a[8] = { 0 };
    long b[8] = { 0 };
#pragma acc parallel loop copy(a)
    for (int i = 0; i < 8; i++) {
        __typeof__(d) t = i;
        a[i] = (int)(t * 2);
    }
#pragma acc kernels copy(b)
    for (int i = 0; i < 8; i++) {
        __typeof__(b[0]) v = i;
        __typeof__(scale) s = 2;
        b[i] = v * (long)s;
    }
    int err = 0;
    for (int i = 0; i < 8; i++) err += a[i] != 2 * i || b[i] != 2 * i;
    printf("%s\n", err ? "FAIL" : "ok");
    return err != 0;
}

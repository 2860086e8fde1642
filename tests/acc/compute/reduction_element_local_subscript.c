/* OpenACC 3.3 2.5.15 / 2.9.11: a reduction var may be an array element or a subarray; on a
 * loop construct inside the region its subscript may name a variable of the region (the
 * enclosing gang loop's variable, a local). The launch code of the GPU kernel evaluated that
 * subscript to translate the array's base ("'g' undeclared" from the C compiler); the array
 * is mapped whole, so its base translates as it is. */
#include <stdio.h>

int main(void) {
    double h[8] = {0};
    int c[8] = {0}, d[8] = {0};
    int err = 0;
#pragma acc parallel loop gang copy(h)
    for (int g = 0; g < 8; g++) {
#pragma acc loop vector reduction(+:h[g])
        for (int i = 0; i < 100; i++)
            h[g] += g;
    }
    for (int g = 0; g < 8; g++)
        err += h[g] != 100.0 * g;
#pragma acc parallel num_gangs(1) copy(c)
    {
        int k = 3;
#pragma acc loop vector reduction(+:c[k])
        for (int i = 0; i < 100; i++)
            c[k] += 1;
    }
    err += c[3] != 100;
#pragma acc parallel num_gangs(1) copy(d)
    {
        int k = 5;
#pragma acc loop vector reduction(max:d[k:1])
        for (int i = 0; i < 100; i++)
            d[k] = d[k] > i ? d[k] : i;
    }
    err += d[5] != 99;
    if (err)
        printf("%d wrong\n", err);
    return err != 0;
}

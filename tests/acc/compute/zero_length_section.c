/* A zero-length section of a non-null pointer maps nothing (OpenACC 3.3, 2.7.1), and a
 * region whose loop then never runs must still launch: its pointer's translation failed with
 * "not present" (the launch checked that the data it points to is present, which the data
 * clause had already settled). */
#include <stdlib.h>
#include "check.h"

int main(void) {
    int n = 0;
    double *a = malloc(8 * sizeof(double));
    for (int i = 0; i < 8; i++) a[i] = i;
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] = -1;
#pragma acc data copyin(a[2:n])
    {
#pragma acc parallel loop present(a[2:n])
        for (int i = 2; i < 2 + n; i++) a[i] = -1;
    }
    for (int i = 0; i < 8; i++) CHECK(a[i] == i);
    free(a);
    CHECK_DONE();
}

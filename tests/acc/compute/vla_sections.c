/* A section of a variable-length array in a data clause (OpenACC 3.3, 2.7.1): only the
 * section is present, and the kernel reaches the array through the section's first element,
 * as for a fixed-size array. The launch looked up the whole array and stopped with "'v' is
 * partly present". Found by a helper's bug hunt. */
#include "check.h"

static void run(int n) {
    double v[n];
    int m[n][n];
    for (int i = 0; i < n; i++) {
        v[i] = 0;
        for (int j = 0; j < n; j++) m[i][j] = i * n + j;
    }
#pragma acc parallel loop copy(v[2:3])
    for (int i = 2; i < 5; i++) v[i] = 100 + i;
#pragma acc data copy(v[5:2])
    {
#pragma acc parallel loop
        for (int i = 5; i < 7; i++) v[i] = 200 + i;
    }
#pragma acc enter data copyin(m[2:3][0:n])
#pragma acc parallel loop collapse(2) present(m[2:3][0:n])
    for (int i = 2; i < 5; i++)
        for (int j = 0; j < n; j++) m[i][j] *= 2;
#pragma acc exit data copyout(m[2:3][0:n])
    for (int i = 0; i < n; i++) {
        CHECK(v[i] == (i >= 2 && i < 5 ? 100 + i : i >= 5 && i < 7 ? 200 + i : 0));
        for (int j = 0; j < n; j++) CHECK(m[i][j] == (i * n + j) * (i >= 2 && i < 5 ? 2 : 1));
    }
}

int main(void) {
    run(9);
    CHECK_DONE();
}

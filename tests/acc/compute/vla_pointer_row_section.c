/* A pointer to rows of a variable-length array (`double (*c)[m]`) whose data clause maps rows
 * that do not start at row 0 (`copy(c[1:2][0:m])`, halo-style): the kernel's pointer is
 * translated through the first mapped row, as for a 1-D `copy(a[1:2])`. It was checked at
 * row 0 and stopped with "not present" (2.6.2, 2.7.1). */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    (void)argv;
    int m = 3 + (argc > 5);
    double (*c)[m] = malloc(6 * sizeof *c);
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < m; j++) c[i][j] = 0;
#pragma acc parallel loop copy(c[1:2][0:m])
    for (int i = 1; i < 3; i++)
        for (int j = 0; j < m; j++) c[i][j] = i + j * 0.5;
#pragma acc data copy(c[3:2][0:m])
    {
#pragma acc parallel loop present(c[3:2][0:m])
        for (int i = 3; i < 5; i++)
            for (int j = 0; j < m; j++) c[i][j] = 10 * i + j;
#pragma acc parallel loop
        for (int i = 3; i < 5; i++) c[i][0] += 1;
    }
    int err = 0;
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < m; j++) {
            double want = (i == 1 || i == 2) ? i + j * 0.5
                        : (i == 3 || i == 4) ? 10 * i + j + (j == 0) : 0;
            err += c[i][j] != want;
        }
    printf("%s\n", err ? "FAIL" : "ok");
    free(c);
    return err != 0;
}

/* -gpu=managed across files (docs/gpu-target.md, "Managed memory"): memory the managed_lib.c
 * file allocates (malloc, then realloc) is present at its own address (OpenACC 3.3, 3.2.29)
 * and compute constructs here use it with no data clause; memory of a file built without the
 * option (managed_plain.c, standing for a library) is libc's, not present on a device with
 * its own memory, and this file's free gives it back to libc. */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

double *make(int n);
double *grow(double *p, int n);
char *plain_buf(int n);

int main(void) {
    int n = 300, bad = 0;
    double *p = make(n);
    if (!acc_is_present(p, n * sizeof *p))
        bad |= 1;
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
        p[i] *= 2;
    p = grow(p, 2 * n);
    if (!acc_is_present(p, 2 * n * sizeof *p))
        bad |= 2;
#pragma acc parallel loop
    for (int i = n; i < 2 * n; i++)
        p[i] = p[i - n] + 1;
    for (int i = 0; i < n; i++)
        if (p[i] != 2 * i || p[n + i] != 2 * i + 1)
            bad |= 4;
    char *c = plain_buf(16);
    if (acc_get_device_type() != acc_device_host && acc_is_present(c, 16))
        bad |= 8;
    free(c);
    free(p);
    if (bad)
        fprintf(stderr, "managed_main: failures %#x\n", bad);
    return bad != 0;
}

// expect-runtime-error: in copyout clause: acc_error_invalid_data_section: 'a[0:n]' at
// error-names: section_past_array_runtime.c:38: names elements 0 to 19, outside the array's 16 elements
// every-device-type
/* OpenACC 3.3, 2.7.1: a subarray names elements of its array. `copyout(a[0:20])` of a
 * `double a[16]` is a compile-time error, but the same range with a length known only at run
 * time was mapped as written: the 32 bytes after `a` (here the global `b`) went to the device
 * and back, and on emul the copyout overwrote `b` with what the device held (uninitialised
 * device memory: 0 for 5), a silent wrong result. It is acc_error_invalid_data_section naming
 * the clause, the var, the line and the range, before any data action, on every device type.
 * Ranges inside the array (n = 16, a[lo:4] with lo = 12, the rows of a 2-D array) are fine,
 * and arrays whose extent is not theirs to check are not checked: a flexible array member
 * (sizeof cannot apply) and a struct's trailing `double m[1]` allocated larger. */
#include <stdio.h>
#include <stdlib.h>

double a[16];
double b[4];
double m[4][8];
struct flex { int n; double v[]; };
struct hack { int n; double v[1]; };

int main(int argc, char **argv) {
    (void)argv;
    int n = 15 + argc, lo = 11 + argc, r = 3 + argc;
    struct flex *f = calloc(1, sizeof *f + 20 * sizeof(double));
    struct hack *h = calloc(1, sizeof *h + 20 * sizeof(double));
    b[0] = 5;
#pragma acc parallel loop copy(a[lo:4], m[0:r][0:n - 8], f->v[0:n + 4], h->v[0:n + 4])
    for (int i = lo; i < lo + 4; i++) {
        a[i] = 1;
        m[i - lo][0] = 1;
        f->v[i + 4] = 1;
        h->v[i + 4] = 1;
    }
#pragma acc parallel loop copyout(a[0:n])
    for (int i = 0; i < 16; i++) a[i] = 2;
    n += 4;
#pragma acc parallel loop copyout(a[0:n])
    for (int i = 0; i < 16; i++) a[i] = 3;
    printf("%f\n", b[0]);
    return 0;
}

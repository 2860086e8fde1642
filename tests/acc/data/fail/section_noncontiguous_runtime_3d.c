// expect-runtime-error: in copyin clause: acc_error_invalid_data_section: 't[0:r][0:q][0:6]' at
// error-names: section_noncontiguous_runtime_3d.c:21: the subarray is not contiguous: dimension 2 of the statically-sized array does not take its whole extent
// every-device-type
/* OpenACC 3.3, 2.7.1 (see section_noncontiguous_runtime.c): in three dimensions, part of the
 * middle dimension taken from several planes, with a run-time length, is not contiguous
 * (t[0][0..2][..] and t[1][0..2][..] are a plane apart); it was mapped as the range between
 * them. One line of one plane (t[2:1][p:1][0:6]) is contiguous. A located
 * acc_error_invalid_data_section on every device type. */
#include <stdio.h>

double t[3][4][6];

int main(int argc, char **argv) {
    (void)argv;
    int r = 1 + argc, p = argc, q = 2 + argc;
    double s = 0;
#pragma acc parallel loop copyin(t[1:1][0:4][0:6]) reduction(+:s)
    for (int i = 0; i < 6; i++) s += t[1][0][i];
#pragma acc parallel loop copyin(t[2:1][p:1][0:6]) reduction(+:s)
    for (int i = 0; i < 6; i++) s += t[2][p][i];
#pragma acc parallel loop copyin(t[0:r][0:q][0:6]) reduction(+:s)
    for (int i = 0; i < 6; i++) s += t[0][p][i] + t[1][q][i];
    printf("%f\n", s);
    return 0;
}

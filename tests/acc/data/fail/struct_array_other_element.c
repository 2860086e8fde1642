// expect-runtime-error: acc_error_partly_present: 'ams' host
// error-names: struct_array_other_element.c:21: is partly present
/* OpenACC 3.3, 2.7.1, 2.6.2: `copy(ams[1].a[0:48])` maps a member of one element of an
 * array of structs; a region that also reads another element (`ams[0].a[k]`) needs the
 * array itself, which is only partly present. The kernel translated the array's base through
 * the mapped member and read `ams[0].a` outside that mapping: zeros on emul, garbage on a GPU,
 * and the program went on with a wrong sum (found next to semfuzz6's b_member_sections). Now
 * the launch says the array is partly present. The region that reads only the mapped member
 * works (tests/acc/compute/member_sections_of_struct_array_element.c). */
#include <stdio.h>

struct MS { int n; double a[48]; int *b; };

int main(void) {
    struct MS ams[3];
    for (int t = 0; t < 3; t++) {
        ams[t].n = t;
        ams[t].b = 0;
        for (int q = 0; q < 48; q++) ams[t].a[q] = q * 0.5 + t;
    }
#pragma acc parallel loop copy(ams[1].a[0:48])
    for (int k = 0; k < 48; k++)
        ams[1].a[k] += ams[0].a[k];
    double s = 0;
    for (int t = 0; t < 3; t++)
        for (int q = 0; q < 48; q++) s += ams[t].a[q] * (q + 1);
    printf("%g\n", s);
    return 0;
}

// expect-runtime-error: default(present) clause (OpenACC 3.3, 2.5.16): 'b' host
/* OpenACC 3.3, 2.5.16: under default(present) an array in no data clause must be present. The
 * miss named a "present clause", which the program does not have; it names default(present),
 * with the var, its host range and the construct's line. */
#include <stdio.h>
int main(void) {
    float a[10], b[10];
    for (int i = 0; i < 10; i++) b[i] = i;
#pragma acc data copy(a)
    {
#pragma acc parallel loop default(present)
        for (int i = 0; i < 10; i++) a[i] = b[i];
    }
    printf("%f\n", a[1]);
    return 0;
}

// expect-runtime-error: acc_error_not_present: 's.vx' host address
/* OpenACC 3.3, 2.6.2: a struct with no data clause is implicitly copy, which copies the host's
 * addresses its pointer members hold; what they point to is not copied. The region
 * dereferences s.vx, whose target is not present: the kernel wrote host memory on a device
 * with its own memory, silently (bug hunt 21, bug04), where the same code through a pointer
 * variable stops. Now the launch stops with acc_error_not_present naming s.vx, its host
 * address and this line, as for a pointer variable (firstprivate_ptr_named_advice.c). */
#include <stdio.h>
#include <stdlib.h>

typedef struct { double *vx; int n; } soa_t;

int main(void) {
    soa_t s = {calloc(4, sizeof(double)), 4};
#pragma acc parallel loop
    for (int i = 0; i < s.n; i++)
        s.vx[i] = 1;
    printf("%g\n", s.vx[0]);
    return 0;
}

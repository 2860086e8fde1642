/* OpenACC 3.3, 2.9.11: loop reductions combined at the end of the compute region (their
 * variable has no data clause or a shared one). Two operators on parts of one variable are
 * not supported yet: a located error, not a silently lost element. (On a pointer's target
 * two loops reducing different parts of one variable reduce the section covering both since
 * 2026-11-30: red_pointer_parts_runtime.c.) (Two loops reducing different elements with constant subscripts
 * are combined over the part covering both: red_two_parts.c; an element whose subscript is
 * a variable of the region, on a variable a data clause of the construct shares, is
 * combined where its loop ends: reduction_param_element_gang_var.c.) */
#include <stdlib.h>
int main(void) {
    int a[4] = {0, 1, 0, 0};
    int n = 10;
#pragma acc parallel
    {
#pragma acc loop reduction(+:a[0])
        for (int i = 0; i < n; i++) a[0] += i;
#pragma acc loop reduction(*:a[1])
        for (int i = 0; i < n; i++) a[1] *= 2;
    }
    return 0;
}

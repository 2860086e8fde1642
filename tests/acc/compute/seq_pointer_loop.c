/* A 'seq' loop whose variable is a pointer runs in every gang's lane in order (2.9: the loop
 * form restrictions are for loops without 'seq'; partitioned pointer loops are
 * tests/acc/compute/loop_pointer_variable.c). */
#include <stdio.h>

int main(void) {
    int a[10] = {0};
    int *e = a + 10;
    int *p;
#pragma acc serial loop seq copy(a)
    for (int *q = a; q < e; q++)
        *q += 1;
#pragma acc parallel num_gangs(1) copy(a)
    {
#pragma acc loop seq
        for (p = a; p < a + 10; p += 2)
            *p += 10;
    }
    int s = 0;
    for (int i = 0; i < 10; i++)
        s += a[i];
    if (s != 60) {
        printf("FAIL: %d (60)\n", s);
        return 1;
    }
    return 0;
}

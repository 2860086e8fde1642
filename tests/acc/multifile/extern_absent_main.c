/* `h` (extern_lib.c) has no device copy: the implicit `present` of an array of unknown size
 * (2.6.2, 2.7.1) finds it absent, a runtime error naming it and the construct. */
#include <stdio.h>

extern double h[];

int main(void) {
#pragma acc parallel loop
    for (int i = 0; i < 10; i++) h[i] = i;
    printf("%g\n", h[9]);
    return h[9] != 9.0;
}

/* A routine of another file whose parameter is a struct: not linked across files yet (the
 * struct would be a different C++ type in each module), so the construct runs on the host
 * only, with oxacc's warning saying why. */
#include <stdio.h>

struct pt { double x, y; };

#pragma acc routine seq
double dot2(struct pt p, struct pt q);

int main(void) {
    double a[8];
#pragma acc parallel loop copyout(a)
    for (int i = 0; i < 8; i++) {
        struct pt p = { i, 1 };
        a[i] = dot2(p, p);
    }
    printf("%g\n", a[7]);
    return 0;
}

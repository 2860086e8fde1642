/* flags: -Werror */
/* A function declared only inside the enclosing function and called in a parallel region:
 * the outlined region function must see the declaration (before, cc warned "implicit
 * declaration of function 'inc'", an error with gcc 14 or -Werror). */
#include <stdio.h>
int main(void) {
    int inc(int);
    int t = 0;
#pragma omp parallel for reduction(+ : t)
    for (int i = 0; i < 100; i++) t += inc(i);
    int u = 0;
#pragma omp parallel reduction(+ : u)
    u += inc(0);
    if (t != 5050 || u < 1) {
        printf("t=%d u=%d\n", t, u);
        return 1;
    }
    return 0;
}
int inc(int k) { return k + 1; }

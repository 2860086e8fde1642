/* exit: 1 */
/* OpenMP 2.0, 2.6.6: an ordered directive must be in the dynamic extent of a for construct
 * with the ordered clause. Here it is orphaned in a function called from a dynamic loop
 * without the clause: the region would run unsynchronised (gcc's libgomp hangs), so the
 * program stops naming the directive's line. */
#include <stdio.h>

static int n;

static void rec(int i) {
#pragma omp ordered
    n += i;
}

int main(void) {
#pragma omp parallel for schedule(dynamic)
    for (int i = 0; i < 8; i++)
        rec(i);
    printf("%d\n", n);
    return 0;
}

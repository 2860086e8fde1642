/* OpenMP 2.0 A.24 (2.7.2.1): a private variable shadows the original everywhere in the
 * construct's lexical extent, while a function called from it still sees the original. */
#include "check.h"
static int a;
static int read_a(void) { return a; }
int main(void) {
    a = 5;
    int bad = 0;
#pragma omp parallel private(a)
    {
        a = -1;
        if (read_a() != 5) {
#pragma omp atomic
            bad++;
        }
    }
    CHECK(bad == 0 && a == 5);
    CHECK_DONE();
}

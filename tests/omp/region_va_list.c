/* A va_list used inside a parallel region, declared in the function or received as a
 * parameter (then a pointer to the list's element): the outlined function spelled its type
 * `struct __va_list_tag`, which C cannot name (cc: "array type has incomplete element type",
 * "first argument to 'va_arg' not of type 'va_list'"). gcc compiles these. */
#include "check.h"
#include <stdarg.h>
static int sum_list(int n, va_list ap) {
    int s = 0, k;
#pragma omp parallel
    {
#pragma omp single
        for (k = 0; k < n; k++)
            s += va_arg(ap, int);
    }
    return s;
}
static int sumv(int n, ...) {
    va_list ap;
    int s = 0, k;
    va_start(ap, n);
#pragma omp parallel
    {
#pragma omp single
        for (k = 0; k < n; k++)
            s += va_arg(ap, int);
    }
    va_end(ap);
    return s;
}
static int sumv2(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int s = sum_list(n, ap);
    va_end(ap);
    return s;
}
int main(void) {
    CHECK(sumv(5, 1, 2, 3, 4, 5) == 15);
    CHECK(sumv2(4, 10, 20, 30, 40) == 100);
    CHECK_DONE();
}

/* atomic forms that take the compare-and-swap loop on an integer word of x's size (2.6.4):
 * narrow integers with * / << and a double operand, float and double, _Bool, a pointer, and a
 * volatile x; under contention (every thread updates the same x many times) no update may be
 * lost, and x's neighbours are never written. */
#include "check.h"
struct narrow {
    char before;
    unsigned char uc;
    short sh;
    char after;
};
int main(void) {
    struct narrow n = {7, 1, 0, 9};
    float f = 0;
    double d = 0;
    volatile double vd = 0;
    _Bool b = 0;
    static int arr[1000];
    int *p = arr;
    long long prod = 1;
#pragma omp parallel
    {
        for (int k = 0; k < 100; k++) {
#pragma omp atomic
            n.sh += 1.0; /* short with a double operand: CAS on 2 bytes */
#pragma omp atomic
            f += 0.5f;
#pragma omp atomic
            d += 0.25;
#pragma omp atomic
            vd -= 1;
#pragma omp atomic
            b |= 1;
#pragma omp atomic
            p += 1;
        }
    }
    int nt = 0;
#pragma omp parallel
    {
#pragma omp master
        nt = omp_get_num_threads();
    }
    CHECK(n.sh == 100 * nt);
    CHECK(f == 50.0f * nt);
    CHECK(d == 25.0 * nt);
    CHECK(vd == -100.0 * nt);
    CHECK(b == 1);
    CHECK(p == arr + 100 * nt);
    /* uc doubles once per thread and prod triples once per thread: exact in any order. */
#pragma omp parallel num_threads(7)
    {
#pragma omp atomic
        n.uc <<= 1;
#pragma omp atomic
        n.uc *= 1; /* a multiplication: CAS on one byte */
    }
    int got3 = 0;
#pragma omp parallel num_threads(3)
    {
#pragma omp atomic
        prod *= 3;
#pragma omp master
        got3 = omp_get_num_threads();
    }
    int got = 0;
#pragma omp parallel num_threads(7)
    {
#pragma omp master
        got = omp_get_num_threads();
    }
    CHECK(n.uc == (unsigned char)(1u << got));
    long long want = 1;
    for (int k = 0; k < got3; k++) want *= 3;
    CHECK(prod == want);
    CHECK(n.before == 7 && n.after == 9);
    return 0;
}

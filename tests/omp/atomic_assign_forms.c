/* atomic with `x = x binop expr;` and `x = expr binop x;` (OpenMP 3.1's forms, 2.8.5 there;
 * OpenMP 2.0's 2.6.4 lists only `x binop= expr`). gcc, clang and nvc accept them under `omp
 * atomic`, and programs use them; oxacc rejected them ("the statement of an 'atomic' construct
 * must be 'x binop= expr;' ..."). Each path of the lowering: the fetch-and-op instruction
 * (int +, & | ^ and -), the compare-and-swap loop (double, the reversed `-` and `/`, which
 * have no fetch form), the runtime's lock (long double) and a bit-field. The reversed
 * non-commutative updates (`x = 1 - x`, `x = 10 / x`) are their own inverses, so an even
 * number of them gives the start value in any order; a lost update would change it. */
#include "check.h"

struct bits {
    unsigned lo : 3;
    unsigned hi : 5;
};

int main(void) {
    int n = omp_get_max_threads();
    int add = 0, radd = 0, sub = 0, rsub = 0, rdiv = 2, band = ~0, rbor = 0;
    unsigned rxor = 0;
    double d = 0, rd = 4.0;
    long double ld = 0, rld = 0.5L;
    struct bits b = {0, 0};
#pragma omp parallel
    {
        int me = omp_get_thread_num();
        for (int k = 0; k < 100; k++) {
#pragma omp atomic
            add = add + 2;
#pragma omp atomic
            radd = 3 + radd;
#pragma omp atomic
            sub = sub - 1;
#pragma omp atomic
            rsub = 1 - rsub;
#pragma omp atomic
            rdiv = 10 / rdiv;
#pragma omp atomic
            d = d + 0.5;
#pragma omp atomic
            rd = 1.0 / rd;
#pragma omp atomic
            ld = ld + 0.25L;
#pragma omp atomic
            rld = 2.0L - rld;
#pragma omp atomic
            b.lo = 7 - b.lo;
#pragma omp atomic
            b.hi = b.hi + 1;
        }
#pragma omp atomic
        band = band & ~(1 << me);
#pragma omp atomic
        rbor = (1 << me) | rbor;
#pragma omp atomic
        rxor = (1u << me) ^ rxor;
    }
    CHECK(add == 200 * n && radd == 300 * n && sub == -100 * n);
    CHECK(rsub == 0 && rdiv == 2);
    CHECK(d == 50.0 * n && rd == 4.0);
    CHECK(ld == 25.0L * n && rld == 0.5L);
    CHECK(b.lo == 0 && b.hi == (100u * n) % 32);
    CHECK(band == ~((1 << n) - 1) && rbor == (1 << n) - 1 && rxor == (1u << n) - 1);
    CHECK_DONE();
}

/* `atomic` on a bit-field (a scalar lvalue: OpenMP 2.0, 2.6.4) and with a bit-field on the
 * right-hand side. A bit-field has no address and `__typeof__` rejects it: the generated
 * update was a cc error ("cannot take address of bit-field", "'typeof' applied to a
 * bit-field"). The location is evaluated once. */
#include "check.h"
struct B { unsigned f : 20; unsigned g : 12; signed h : 7; };
static struct B b = {0, 3, 0};
static struct B arr[4];
static int calls;
static int pick(int i) {
#pragma omp atomic
    calls++;
    return i % 4;
}
int main(void) {
    int nt = 0, x = 1, k = 0;
    double d = 0;
#pragma omp parallel
    {
#pragma omp master
        nt = omp_get_num_threads();
        for (int i = 0; i < 1000; i++) {
#pragma omp atomic
            b.f += 1;
#pragma omp atomic
            b.h--;
#pragma omp atomic
            arr[pick(i)].g += b.g;
#pragma omp atomic
            d += b.g;
        }
#pragma omp atomic
        x *= b.g;
#pragma omp atomic
        k += b.g;
    }
    CHECK(b.f == 1000u * nt);
    CHECK(b.h == (signed char)((((-1000 * nt) % 128) + 128 + 64) % 128 - 64));
    CHECK(b.g == 3);
    CHECK(arr[1].g == (750u * nt) % 4096 && arr[0].f == 0);
    CHECK(calls == 1000 * nt);
    CHECK(d == 3000.0 * nt && k == 3 * nt);
    int px = 1;
    for (int t = 0; t < nt; t++) px *= 3;
    CHECK(x == px);
    CHECK_DONE();
}

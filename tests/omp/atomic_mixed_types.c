/* atomic x binop= expr where expr's type differs from x's: computed as x = x op expr. */
#include "check.h"
int main(void) {
    int i = 0;
    double d = 0;
    char c = 0;
    short sh = 0;
    long double ld = 1;
    _Complex double z = 0;
#pragma omp parallel for
    for (int k = 0; k < 100; k++) {
#pragma omp atomic
        i += 0.75; /* int: i = i + 0.75, truncated each time */
#pragma omp atomic
        d += 1;
#pragma omp atomic
        c += 1;
#pragma omp atomic
        sh -= 2;
#pragma omp atomic
        z += 1.0;
    }
#pragma omp parallel num_threads(4)
    {
#pragma omp atomic
        ld *= 2;
    }
    CHECK(i == 0); /* 0 + 0.75 truncates to 0 every time */
    CHECK(d == 100 && c == 100 && sh == -200);
    CHECK(__real__ z == 100.0);
    CHECK(ld >= 2 && ld <= 16);
    CHECK_DONE();
}

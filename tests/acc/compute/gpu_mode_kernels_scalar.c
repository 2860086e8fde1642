/* OpenACC 3.3, 2.5.3 (kernels) and 1.2: statements of a kernels region outside its loops run
 * once (not once per thread), in program order with the loop kernels: a non-atomic counter
 * incremented between loops, values computed by scalar code used by the next loop, and a
 * loop's results read by the scalar code after it. */
#include "check.h"

enum { N = 3000 };

int main(void) {
    static int a[N], b[N];
    int count = 0, first = 0, last = 0;
    int scale = 3;
#pragma acc kernels copy(count, first, last) copyout(a, b)
    {
        count = count + 1;
        int off = scale * 10;
        for (int i = 0; i < N; i++) a[i] = i + off;
        count = count + 10;
        first = a[0];
        last = a[N - 1];
        for (int i = 0; i < N; i++) b[i] = a[i] * 2 + first;
        count = count * 2;
    }
    CHECK(count == 22);
    CHECK(first == 30);
    CHECK(last == N - 1 + 30);
    for (int i = 0; i < N; i++) {
        CHECK(a[i] == i + 30);
        CHECK(b[i] == (i + 30) * 2 + 30);
    }
    CHECK_DONE();
}

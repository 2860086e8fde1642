/* OpenACC 3.3, 2.5.16 (default clause) and 2.6.2: compute regions under default(none) with every
 * variable in an explicit clause (copy, copyin, copyout, create, present, firstprivate,
 * private, reduction) and default(present) with the data made present by an enclosing data
 * construct and by enter data; the results on a discrete device. */
#include "check.h"

enum { N = 1500 };

int main(void) {
    static double a[N], b[N], c[N];
    double scale = 1.5, tmp;
    int n = N;
    double sum = 0;
    for (int i = 0; i < N; i++) a[i] = i;
#pragma acc parallel loop default(none) copyin(a) copyout(b) firstprivate(scale, n) private(tmp) \
    reduction(+:sum)
    for (int i = 0; i < n; i++) {
        tmp = a[i] * scale;
        b[i] = tmp;
        sum += tmp;
    }
    for (int i = 0; i < N; i++) CHECK(b[i] == i * 1.5);
    CHECK(sum == 1.5 * N * (N - 1) / 2);

#pragma acc data copy(b) create(c)
    {
#pragma acc parallel loop default(present)
        for (int i = 0; i < N; i++) c[i] = b[i] + 1;
#pragma acc parallel loop default(none) present(b, c) firstprivate(n)
        for (int i = 0; i < n; i++) b[i] = c[i] * 2;
    }
    for (int i = 0; i < N; i++) CHECK(b[i] == (i * 1.5 + 1) * 2);

#pragma acc enter data copyin(a)
#pragma acc parallel loop default(present)
    for (int i = 0; i < N; i++) a[i] = -a[i];
#pragma acc exit data copyout(a)
    for (int i = 0; i < N; i++) CHECK(a[i] == -i);
    CHECK_DONE();
}

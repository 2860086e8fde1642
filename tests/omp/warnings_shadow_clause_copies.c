/* flags: -Wshadow -Wextra -Werror */
/* cc warns about none of the generated code (gcc -fopenmp -Wshadow gives none for this source):
 * the copy a combined construct's work-sharing part makes of a firstprivate, private,
 * lastprivate or reduction variable that the outlined region already names (its by-value copy
 * of a scalar it only reads, or a file-scope variable) was declared under the same name:
 * "declaration of 'n' shadows a previous local", with a note at the closing brace of main
 * (hunt26 bug04). The copies keep their semantics: each thread starts from the original's
 * value, writes stay private, lastprivate and reduction values come back. */
#include "check.h"
int g = 5, gsum = 0;
int main(void) {
    int n = 3, cnt = 0, x = 7, y = 1, w = 2, z = 0, k = 0;
#pragma omp parallel for firstprivate(n) reduction(+: cnt)
    for (int i = 0; i < 9; i++)
        cnt += n;
    CHECK(cnt == 27);
    cnt = 0;
#pragma omp parallel for firstprivate(g) reduction(+: cnt)
    for (int i = 0; i < 9; i++) {
        cnt += g == 5; /* once per thread: then its copy is -1 */
        g = -1;
    }
    CHECK(cnt >= 1 && cnt <= 9 && g == 5);
#pragma omp parallel for reduction(+: gsum)
    for (int i = 0; i < 10; i++)
        gsum += i;
    CHECK(gsum == 45);
    cnt = 0;
#pragma omp parallel sections firstprivate(x) reduction(+: cnt)
    {
#pragma omp section
        cnt += x;
#pragma omp section
        cnt += x + 1;
    }
    CHECK(cnt == 15);
#pragma omp parallel for private(y) lastprivate(w)
    for (int i = 0; i < 4; i++) {
        y = i;
        w = y + 10;
    }
    CHECK(y == 1 && w == 13);
#pragma omp parallel for lastprivate(k) firstprivate(z)
    for (k = 0; k < 8; k++)
        z += k;
    CHECK(k == 8 && z == 0);
    CHECK_DONE();
}

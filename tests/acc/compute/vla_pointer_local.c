/* A pointer to a variable-length array declared inside a compute region (C11 6.7.6.2: its
   lengths are evaluated when the declaration is reached): `double (*u)[n] = (double (*)[n])p;`
   to index a flat array as rows. The kernel flattens it as it does captured ones; the region
   was host-only before (stopping under emul and on a GPU). */
#include "check.h"
#include <stdlib.h>
int main(void) {
    int n = 8, m = 3, k = 5;
    int rowlen = n; /* named only in the type inside the region */
    double *u_ = malloc(sizeof(double) * n * n);
    int *w_ = malloc(sizeof(int) * n * m * k);
    long sz[8];
#pragma acc parallel loop copyout(u_[0:n*n], w_[0:n*m*k], sz)
    for (int i = 0; i < n; i++) {
        double (*u)[rowlen] = (double (*)[rowlen])u_;
        for (int j = 0; j < n; j++) u[i][j] = i * 10 + j;
        int (*w)[m][k] = (int (*)[m][k])w_;
        for (int a = 0; a < m; a++)
            for (int b = 0; b < k; b++) (*(w + i))[a][b] = i * 100 + a * 10 + b;
        sz[i] = (long)sizeof(*u) + (long)sizeof(w[0][1]);
    }
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) CHECK(u_[i * n + j] == i * 10 + j);
        for (int a = 0; a < m; a++)
            for (int b = 0; b < k; b++) CHECK(w_[(i * m + a) * k + b] == i * 100 + a * 10 + b);
        CHECK(sz[i] == (long)(n * sizeof(double) + k * sizeof(int)));
    }
    free(u_);
    free(w_);
    CHECK_DONE();
}

/* OpenACC 3.3, 2.7.6-2.7.9: copyin, copyout, create and copy on a parallel loop. */
#include "check.h"
#include <stdlib.h>
int main(void) {
    int n = 4096;
    double *in = malloc(n * sizeof *in), *out = malloc(n * sizeof *out), *tmp = malloc(n * sizeof *tmp);
    double acc[16] = {0};
    for (int i = 0; i < n; i++) in[i] = i;
#pragma acc parallel loop copyin(in[0:n]) copyout(out[0:n]) create(tmp[0:n])
    for (int i = 0; i < n; i++) { tmp[i] = in[i] * 2; out[i] = tmp[i] + 1; }
#pragma acc parallel loop copy(acc)
    for (int i = 0; i < 16; i++) acc[i] += i;
    for (int i = 0; i < n; i++) CHECK(out[i] == 2.0 * i + 1);
    for (int i = 0; i < 16; i++) CHECK(acc[i] == i);
    free(in); free(out); free(tmp);
    CHECK_DONE();
}

/* OpenACC 3.3, 2.9.10 in a kernels construct (2.5.3): a variable in the loop's private clause
 * is a copy per iteration group, so writing it carries no dependence: the loop is parallel,
 * and the original is untouched (it used to be run on the host with the private clause
 * dropped, writing the original). */
#include "check.h"
int main(void) {
    int tmp[4] = {-1, -1, -1, -1}, out[1000];
    double *w = malloc(8 * sizeof *w);
    for (int k = 0; k < 8; k++) w[k] = -2;
#pragma acc kernels loop private(tmp) copyout(out)
    for (int i = 0; i < 1000; i++) {
        for (int k = 0; k < 4; k++) tmp[k] = i + k;
        out[i] = tmp[0] + tmp[3];
    }
    for (int i = 0; i < 1000; i++) CHECK(out[i] == 2 * i + 3);
    for (int k = 0; k < 4; k++) CHECK(tmp[k] == -1);
#pragma acc kernels copyout(out)
    {
#pragma acc loop private(w[0:8])
        for (int i = 0; i < 1000; i++) {
            for (int k = 0; k < 8; k++) w[k] = i;
            out[i] = w[0] + w[7];
        }
    }
    for (int i = 0; i < 1000; i++) CHECK(out[i] == 2 * i);
    for (int k = 0; k < 8; k++) CHECK(w[k] == -2);
    free(w);
    CHECK_DONE();
}

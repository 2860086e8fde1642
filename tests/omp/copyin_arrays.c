/* copyin of a threadprivate array and struct (2.7.2.7). */
#include "check.h"
struct st { int a; double b; };
static int tarr[5];
static struct st ts;
#pragma omp threadprivate(tarr, ts)
int main(void) {
    int bad = 0;
    for (int i = 0; i < 5; i++) tarr[i] = i + 1;
    ts.a = 4;
    ts.b = 0.5;
#pragma omp parallel copyin(tarr, ts)
    {
        if (tarr[4] != 5 || ts.a != 4 || ts.b != 0.5) {
#pragma omp atomic
            bad++;
        }
        tarr[0] = omp_get_thread_num();
    }
    CHECK(bad == 0 && tarr[0] == 0);
    CHECK_DONE();
}

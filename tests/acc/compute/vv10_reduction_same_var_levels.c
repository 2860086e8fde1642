/* OpenACC 3.3, 2.9.11 (reduction clause): one variable reduced at three levels of one nest,
 * a gang loop's reduction(+:s) over a worker loop's reduction(+:s) over a vector loop's
 * reduction(+:s), and the same with max and with a double product; the inner reductions are
 * combined into the enclosing level's private copy, whose first value counts too (V&V
 * parallel_loop_reduction_*_general / nested_reduction shapes). */
#include <openacc.h>
#include "check.h"
#define NG 6
#define NW 5
#define NV 40
int main(void) {
    static int a[NG][NW][NV];
    for (int g = 0; g < NG; g++)
        for (int w = 0; w < NW; w++)
            for (int v = 0; v < NV; v++) a[g][w][v] = (g * 7 + w * 3 + v) % 19 - 9;
    long s = 100;
    int mx = -1000;
    double p = 1.0;
#pragma acc parallel num_gangs(3) num_workers(4) vector_length(32) copyin(a)
    {
#pragma acc loop gang reduction(+:s) reduction(max:mx) reduction(*:p)
        for (int g = 0; g < NG; g++) {
            s += 1;                          /* per gang iteration */
#pragma acc loop worker reduction(+:s) reduction(max:mx) reduction(*:p)
            for (int w = 0; w < NW; w++) {
                s += 10;
                p *= 1.5;
#pragma acc loop vector reduction(+:s) reduction(max:mx)
                for (int v = 0; v < NV; v++) {
                    s += a[g][w][v];
                    mx = mx > a[g][w][v] * (g + 1) ? mx : a[g][w][v] * (g + 1);
                }
            }
        }
    }
    long ws = 100;
    int wmx = -1000;
    for (int g = 0; g < NG; g++) {
        ws += 1;
        for (int w = 0; w < NW; w++) {
            ws += 10;
            for (int v = 0; v < NV; v++) {
                ws += a[g][w][v];
                int t = a[g][w][v] * (g + 1);
                if (t > wmx) wmx = t;
            }
        }
    }
    double wp = 1.0;
    for (int k = 0; k < NG * NW; k++) wp *= 1.5;
    CHECK(s == ws);
    CHECK(mx == wmx);
    CHECK(p > wp * (1 - 1e-12) && p < wp * (1 + 1e-12));
    CHECK_DONE();
}

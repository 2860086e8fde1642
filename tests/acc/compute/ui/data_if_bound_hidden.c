/* OpenACC 3.3, 2.6.5 / 2.6.2: a compute construct inside a data construct with an if clause
 * evaluates the visible clause again (when the condition is false there is no data region);
 * here the bound `n` of that clause names another variable at the compute construct, which
 * would silently map the wrong section: a located "not supported yet" error. */
#include <stdlib.h>
static volatile int on;
int main(void) {
    int n = 10;
    int *a = calloc(n, sizeof *a);
#pragma acc data copy(a[0:n]) if(on)
    {
        int n = 3;
#pragma acc parallel loop
        for (int i = 0; i < n; i++)
            a[i] = 1;
    }
    return a[0] != 1;
}

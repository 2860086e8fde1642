// cflags: -Wall
/* A data clause naming a parameter declared as an array whose size is neither a constant nor
 * a parameter's name (`const double v[]`, `double w[n + 1]`) keeps the OpenACC 3.3 (2.7.1)
 * meaning, the pointer variable itself, with oxacc's own warning at the clause; the generated
 * code took `sizeof(v)`, and cc warned "'sizeof' on array function parameter 'v' will return
 * size of 'const double *'" [-Wsizeof-array-argument] about it. Mapping the pointer variable
 * is valid: the compute construct's own sections attach to it. */
#include "check.h"

static void add(int n, const double v[], double w[n + 1]) {
#pragma acc data copyin(v) copy(w)
    {
#pragma acc parallel loop copyin(v[0:n]) copy(w[0:n])
        for (int i = 0; i < n; i++) w[i] += v[i];
    }
}

int main(void) {
    double v[8], w[9];
    for (int i = 0; i < 8; i++) {
        v[i] = i;
        w[i] = 10 * i;
    }
    w[8] = -1;
    add(8, v, w);
    int bad = 0;
    for (int i = 0; i < 8; i++) bad += w[i] != 11 * i;
    CHECK(bad == 0 && w[8] == -1);
    CHECK_DONE();
}

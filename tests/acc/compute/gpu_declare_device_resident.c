/* OpenACC 3.3, 2.13.1 (device_resident): file-scope arrays allocated in device memory only,
 * for the whole program; written by one compute region and read by later ones (the values
 * persist between regions), used by a routine (2.15.2: such a routine has nohost), results
 * brought back through ordinary copyout arrays. */
#include "check.h"

static int dres[256];
static double dsum[1];
#pragma acc declare device_resident(dres, dsum)

#pragma acc routine seq nohost
static int get(int i) { return dres[i & 255]; }

int main(void) {
#pragma acc parallel loop
    for (int i = 0; i < 256; i++) dres[i] = i * 3;
#pragma acc serial
    dsum[0] = 0.5;

    static int out[1000];
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < 1000; i++) out[i] = get(i) + dres[(i + 1) & 255];
    for (int i = 0; i < 1000; i++) CHECK(out[i] == (i & 255) * 3 + ((i + 1) & 255) * 3);

#pragma acc parallel loop
    for (int i = 0; i < 256; i++) dres[i] += 1;
    long s = 0;
    double d = 0;
#pragma acc parallel loop reduction(+:s) copy(d)
    for (int i = 0; i < 256; i++) {
        s += dres[i];
        if (i == 0) d = dsum[0];
    }
    CHECK(s == 3L * 255 * 256 / 2 + 256);
    CHECK(d == 0.5);
    CHECK_DONE();
}

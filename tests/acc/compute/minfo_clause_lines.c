/* -Minfo=accel lines nvc prints and oxacc did not, or printed differently: a loop's reduction
 * ("Generating reduction(+:s)" under the loop's line, 2.9.11), a tiled loop as its tile(8,4)
 * (2.9.8; it was shown as collapse(2)), a `loop seq collapse(2)` with its collapse (2.9.1; it
 * was shown as `loop seq`), and routines under their own name ("Generating acc routine seq",
 * 2.15.1; they were not listed). The .minfo pins them; the results are checked on every
 * device type. */
#include <stdio.h>

#pragma acc routine seq
static float twice(float x) { return 2.0f * x; }

int main(void) {
    static float a[64][32], b[64][32];
    float s = 0;
    int bad = 0;
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 32; j++) a[i][j] = (float)(i + j);
#pragma acc parallel loop reduction(+:s) copyin(a)
    for (int i = 0; i < 64; i++) s += twice(a[i][0]);
#pragma acc parallel loop tile(8, 4) copyin(a) copyout(b)
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 32; j++) b[i][j] = a[i][j] + 1;
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 32; j++) bad += b[i][j] != (float)(i + j + 1);
#pragma acc serial copy(b)
    {
#pragma acc loop seq collapse(2)
        for (int i = 0; i < 64; i++)
            for (int j = 0; j < 32; j++) b[i][j] += 1;
    }
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 32; j++) bad += b[i][j] != (float)(i + j + 2);
    if (s != 4032.0f || bad) {
        printf("FAIL: s = %g, %d bad\n", s, bad);
        return 1;
    }
    printf("ok\n");
    return 0;
}

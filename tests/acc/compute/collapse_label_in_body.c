/* A label (and a goto to it) in the body of a collapsed nest (2.9.1): the CUDA writer prints
 * such a body once, with the 64-bit index only, since a label cannot be defined twice (the
 * 32-bit copy of the nest defined it twice and NVRTC rejected the kernel). */
#include <stdio.h>
int main(void) {
    int a[8][8];
#pragma acc parallel loop collapse(2) copyout(a)
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) {
            a[i][j] = 0;
            if (j & 1) goto skip;
            a[i][j] = i + j;
        skip:;
        }
    int bad = 0;
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) bad += a[i][j] != ((j & 1) ? 0 : i + j);
    return bad != 0;
}

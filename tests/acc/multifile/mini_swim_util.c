/* The periodic index of the mini SWIM: a `routine seq` (2.15.1) with external linkage whose
 * device code other files' kernels link in. */
#include "mini_swim.h"

#pragma acc routine seq
int wrap(int i, int n)
{
    return i < 0 ? i + n : i >= n ? i - n : i;
}

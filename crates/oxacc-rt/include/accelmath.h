/* accelmath.h -- PGI/NVIDIA's header of the math routines usable in accelerator regions,
 * included by older OpenACC tutorials (see accel.h). oxacc compiles the <math.h> routines for
 * every device, so it is <math.h>. */
#ifndef OXACC_ACCELMATH_H
#define OXACC_ACCELMATH_H
#include <math.h>
#endif

/* accel.h -- the PGI/NVIDIA accelerator header that older OpenACC tutorials include (PGI's
 * data tutorial's c3.c starts with `#include <accel.h>` and `#include <accelmath.h>`; nvc still
 * ships both). In oxacc it is the OpenACC runtime interface, openacc.h (spec chapter 3). */
#ifndef OXACC_ACCEL_H
#define OXACC_ACCEL_H
#include <openacc.h>
#endif

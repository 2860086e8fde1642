/* acc_callback.h -- the spec's name (chapter 5) for the profiling and error callback interface;
 * acc_prof.h is the same interface under its older name. */
#ifndef OXACC_ACC_CALLBACK_H
#define OXACC_ACC_CALLBACK_H
#include "acc_prof.h"
#endif

/* A routine of a second file that calls a routine of the first (routines_lib.c): the runtime
 * links both fragments into the module of the file that calls it. */
#include "routines.h"

#pragma acc routine seq
double cube(double x) { return sq(x) * x; }

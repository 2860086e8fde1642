/* OpenMP version of the CPU benchmarks (scripts/bench-cpu.sh): the same loops, compiled by
 * gcc -fopenmp -O2. */
#define PAR_LOOP(clauses) PRAGMA(omp parallel for)
#define PAR_LOOP_RED(op, v, clauses) PRAGMA(omp parallel for reduction(op:v))
#define PAR_REGION() PRAGMA(omp parallel)
#include "kernels.h"

/* OpenACC version of the CPU benchmarks (scripts/bench-cpu.sh). */
#define PAR_LOOP(clauses) PRAGMA(acc parallel loop clauses)
#define PAR_LOOP_RED(op, v, clauses) PRAGMA(acc parallel loop reduction(op:v) clauses)
#define PAR_REGION() PRAGMA(acc parallel)
#include "kernels.h"

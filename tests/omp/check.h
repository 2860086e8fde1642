/* check.h -- helpers for the OpenMP run tests: CHECK(cond) reports the line and counts a
 * failure; CHECK_DONE() ends main with the verdict. Each program is run with
 * OMP_NUM_THREADS=1, 2 and 7, several times. */
#ifndef OXACC_OMP_CHECK_H
#define OXACC_OMP_CHECK_H
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
static int check_failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #c); _Pragma("omp atomic") check_failures++; } } while (0)
#define CHECK_DONE() do { if (check_failures) { fprintf(stderr, "%d check(s) failed\n", check_failures); return 1; } return 0; } while (0)
#endif

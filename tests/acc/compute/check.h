/* check.h -- helpers for the compute run tests: CHECK(cond) reports the line and fails. */
#ifndef OXACC_COMPUTE_CHECK_H
#define OXACC_COMPUTE_CHECK_H
#include <stdio.h>
#include <stdlib.h>
static int check_failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #c); check_failures++; } } while (0)
#define CHECK_DONE() do { if (check_failures) { fprintf(stderr, "%d check(s) failed\n", check_failures); return 1; } return 0; } while (0)
#endif

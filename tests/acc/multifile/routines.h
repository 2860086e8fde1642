/* The routines of routines_lib.c and routines_lib2.c as the files that call them see them:
 * a prototype with its `routine` directive (OpenACC 3.3, 2.15.1: "the routine directive must
 * appear in the source file that defines the routine and in any file that calls it"). */
#ifndef ROUTINES_H
#define ROUTINES_H
#pragma acc routine seq
double sq(double x);
#pragma acc routine seq
double sq_plus_twice(double x);
#pragma acc routine seq
void scale(double *x, int n, double f);
#pragma acc routine seq
long fact(int n);
#pragma acc routine vector
double row_sum(const double *r, int n);
#pragma acc routine seq
double cube(double x);
#pragma acc routine worker
void fill_block(int *blk, int r0, int nr, int c);
#pragma acc routine gang
void fill_all(int *m, int nrows, int c);
#endif

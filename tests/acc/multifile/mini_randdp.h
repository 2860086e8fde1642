/* NPB's common/randdp.h as the OpenACC ports declare it: the generator's routines are `routine
 * seq` (2.15.1) in the header every caller includes, defined in mini_randdp.c. */
#pragma acc routine seq
double randlc(double *x, double a);
#pragma acc routine seq
void vranlc(int n, double *x, double a, double y[]);

/* A routine that reads a file-scope variable: its device code would need the variable's
 * device copy bound across files, which oxacc does not do yet; the file registers why. */
double factor = 3.0;
#pragma acc declare copyin(factor)

#pragma acc routine seq
double times_factor(double x) { return x * factor; }

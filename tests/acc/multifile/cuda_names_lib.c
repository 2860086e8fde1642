/* Routines whose names CUDA's device library also defines (max, min, rsqrtf, norm3d) but no C
 * library does, with meanings of their own; cuda_names_main.c calls them from compute
 * constructs. */
#pragma acc routine seq
int max(int a, int b) { return (a > b ? a : b) + 1000; }

#pragma acc routine seq
int min(int a, int b) { return a * 10 + b; }

#pragma acc routine seq
float rsqrtf(float x) { return x * 3.0f; }

#pragma acc routine seq
double norm3d(double a, double b, double c) { return a + b + c; }

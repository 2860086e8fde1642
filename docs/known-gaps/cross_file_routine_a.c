#pragma acc routine seq
double sq(double x) { return x * x; }

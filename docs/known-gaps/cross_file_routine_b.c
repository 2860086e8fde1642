#include <stdio.h>
#pragma acc routine seq
double sq(double x);
int main(void) {
  double a[32];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 32; i++) a[i] = sq(i);
  printf("%g\n", a[31]);
  return 0;
}

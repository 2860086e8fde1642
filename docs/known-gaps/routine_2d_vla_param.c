#include <stdio.h>
#pragma acc routine seq
static double trace(int n, double a[n][n]) {
  double s = 0;
  for (int i = 0; i < n; i++) s += a[i][i];
  return s;
}
int main(void) {
  double m[8][3][3], t[8];
  for (int b = 0; b < 8; b++) for (int i = 0; i < 9; i++) m[b][i / 3][i % 3] = b + i;
#pragma acc parallel loop copyin(m) copyout(t)
  for (int b = 0; b < 8; b++) t[b] = trace(3, m[b]);
  printf("%g %g\n", t[0], t[7]);
  return 0;
}

void f(float *a, int n) {
  int i = 0;
#pragma acc parallel loop
  while (i < n) a[i++] = 0;
}

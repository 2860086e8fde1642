void f(float *a, int n) {
#pragma acc parallel loop independent(1)
  for (int i = 0; i < n; i++) a[i] = 0;
}

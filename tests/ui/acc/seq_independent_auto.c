void f(float *a, int n) {
#pragma acc parallel loop seq independent auto
  for (int i = 0; i < n; i++) a[i] = 0;
}

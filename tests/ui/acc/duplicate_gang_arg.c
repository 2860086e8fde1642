void f(float *a, int n) {
#pragma acc parallel loop gang(dim: 1, dim: 2)
  for (int i = 0; i < n; i++) a[i] = 0;
}

void f(float *a, int n) {
#pragma acc parallel loop gang vector seq
  for (int i = 0; i < n; i++) a[i] = 0;
}

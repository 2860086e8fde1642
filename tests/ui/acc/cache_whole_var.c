void f(float *a, int n) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++) {
#pragma acc cache(a)
    a[i] = 0;
  }
}

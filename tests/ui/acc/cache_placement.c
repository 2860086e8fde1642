void f(float *a, int n) {
#pragma acc parallel
  {
#pragma acc cache(a[0:4])
  }
  for (int i = 0; i < n; i++) {
#pragma acc cache(a[i:4])
    a[i] = 0;
  }
#pragma acc parallel loop
  for (int i = 0; i < n; i++) {
#pragma acc cache(readonly: a[i:4])
    a[i] = a[i] + 1;
  }
}

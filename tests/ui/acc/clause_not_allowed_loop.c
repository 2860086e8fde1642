void f(float *a, int n) {
#pragma acc parallel
  {
#pragma acc loop copy(a[0:n]) async
    for (int i = 0; i < n; i++) a[i] = 0;
  }
}

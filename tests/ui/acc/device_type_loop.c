void f(float *a, int n) {
  float s = 0;
#pragma acc parallel
  {
#pragma acc loop dtype(*) vector private(s) reduction(+: s)
    for (int i = 0; i < n; i++) s += a[i];
  }
}

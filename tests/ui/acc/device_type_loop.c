void f(float *a, int n) {
  float s = 0, t = 0;
#pragma acc parallel copy(s)
  {
#pragma acc loop dtype(*) vector private(t) reduction(+: s)
    for (int i = 0; i < n; i++) s += a[i];
  }
}

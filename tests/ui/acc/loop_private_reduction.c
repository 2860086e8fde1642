void f(float *a, int n) {
  float s = 0;
#pragma acc parallel copy(s)
  {
#pragma acc loop private(s) reduction(+: s)
    for (int i = 0; i < n; i++) s += a[i];
  }
}

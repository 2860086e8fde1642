float f(float *a, int n) {
  float s = 0, p = 1;
#pragma acc parallel loop gang reduction(+: s) reduction(*: p)
  for (int i = 0; i < n; i++) {
#pragma acc loop vector reduction(+: s) reduction(max: p)
    for (int j = 0; j < n; j++) { s += a[j]; p = p > a[j] ? p : a[j]; }
  }
  return s + p;
}

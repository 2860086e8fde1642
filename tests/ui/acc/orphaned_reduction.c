float total;
#pragma acc routine vector
float sum(const float *a, int n) {
  float s = 0;
#pragma acc loop vector reduction(+: s) reduction(+: total)
  for (int i = 0; i < n; i++) { s += a[i]; total += a[i]; }
  return s;
}

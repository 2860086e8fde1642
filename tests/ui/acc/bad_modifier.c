void f(float *a, float *b, int n) {
#pragma acc data copy(zero: a[0:n]) copyin(zero: b[0:n])
  { }
}

void f(float *a, int n) {
#pragma acc data copy(a[0:n]) private(n)
  { }
}

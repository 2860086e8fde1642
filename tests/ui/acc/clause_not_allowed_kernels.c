void f(float *a, int n) {
  float s = 0;
#pragma acc kernels private(s) reduction(+: s)
  { }
}

void f(float *a, int n) {
#pragma acc parallel
  {
#pragma acc kernels
    { }
  }
}

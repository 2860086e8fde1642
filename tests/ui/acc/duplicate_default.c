void f(float *a, int n) {
#pragma acc kernels default(none) default(present)
  { }
}

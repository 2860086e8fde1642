void f(float *a, int n) {
#pragma acc host_data use_device(a[0:n])
  { }
}

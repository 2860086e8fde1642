void f(float *a, int n) {
#pragma acc parallel collapse(2)
  { }
}

void f(float *a, int n) {
#pragma acc parallel copy(a[0:n]) shared(a)
  { }
}

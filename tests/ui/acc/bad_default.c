void f(float *a, int n) {
#pragma acc parallel default(shared)
  { }
}

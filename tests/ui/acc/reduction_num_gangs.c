void f(float *a, int n) {
  float s = 0;
#pragma acc parallel num_gangs(4, 2) reduction(+: s)
  { }
}

void f(float *a, int n) {
#pragma acc parallel num_gangs(2, 2, 2, 2)
  { }
#pragma acc kernels num_gangs(4, 4)
  { }
#pragma acc parallel num_gangs(2, 4, 8)
  { }
}

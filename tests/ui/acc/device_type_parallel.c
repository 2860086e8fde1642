void f(float *a, int n) {
#pragma acc parallel num_gangs(2) device_type(nvidia) num_gangs(4) copy(a[0:n])
  { }
}

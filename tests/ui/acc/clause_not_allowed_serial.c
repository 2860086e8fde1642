void f(float *a, int n) {
#pragma acc serial num_gangs(4) vector_length(32)
  { }
}

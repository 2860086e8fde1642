void f(float *a, int n) {
#pragma acc parallel num_workers(4, 8) vector_length()
  { }
}

void f(float *a, int n) {
#pragma acc data copy(a[0:n) copyin(a[]) create(*a)
  { }
}

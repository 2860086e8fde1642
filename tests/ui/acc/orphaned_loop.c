void f(float *a, int n) {
#pragma acc loop
  for (int i = 0; i < n; i++) a[i] = 0;
}
#pragma acc routine vector
void g(float *a, int n) {
#pragma acc loop vector
  for (int i = 0; i < n; i++) a[i] = 0;
}

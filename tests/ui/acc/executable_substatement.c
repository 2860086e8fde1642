void f(float *a, int n) {
  if (n > 0)
#pragma acc update self(a[0:n])
  while (n--)
#pragma acc wait
  if (n) {
#pragma acc update device(a[0:n])
  }
}

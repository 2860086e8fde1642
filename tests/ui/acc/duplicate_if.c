void f(float *a, int n) {
#pragma acc parallel if(n > 10) if(n > 100)
  { }
#pragma acc update self(a[0:n]) if(n) if(n)
}

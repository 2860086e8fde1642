void f(float *a, int n) {
#pragma acc parallel loop gang(dim: 4)
  for (int i = 0; i < n; i++) a[i] = 0;
}
#pragma acc routine gang(dim: 0)
void g(void);
#pragma acc routine gang(num: 4)
void h(void);
#pragma acc routine vector(32)
void k(void);

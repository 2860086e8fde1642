void f(float *a, int n) {
#pragma acc enter data copyin(readonly: a[0:n])
#pragma acc exit data copyout(zero: a[0:n])
#pragma acc data copyin(readonly: a[0:n]) create(zero: n)
  { }
}
/* 2.7.9 allows `zero` on a declare directive's create; 2.7.8 keeps copyout's to structured
 * data and compute constructs. */
void g(void) {
  float m[4], k[4];
#pragma acc declare copyout(zero: m) create(zero: k)
  m[0] = k[0];
}

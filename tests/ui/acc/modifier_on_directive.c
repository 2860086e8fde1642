void f(float *a, int n) {
#pragma acc enter data copyin(readonly: a[0:n])
#pragma acc exit data copyout(zero: a[0:n])
#pragma acc data copyin(readonly: a[0:n]) create(zero: n)
  { }
}

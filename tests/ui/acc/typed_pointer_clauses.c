struct S { float *p; int n; };
void f(struct S s, float *d, int x) {
#pragma acc parallel deviceptr(d, x)
  { }
#pragma acc enter data attach(s.p) attach(s.n)
#pragma acc exit data detach(s)
}

/* 2.7.1: the lower bound, the length and an element's index are integer expressions, in every
   clause that takes a var-list. Integer bounds of any integer type are fine. */
struct S { int x; };
void f(double *a, double *b, double *c, double *e, double *g, double *h, double k[10], int n,
       double d, float *p, struct S s, int arr[4], long l, unsigned char uc) {
#pragma acc data copy(a[1e1:n]) copyin(b[0:d]) copyout(c[p:1]) create(e[s:n]) no_create(g[0:arr])
  { }
#pragma acc data present(a[d]) copy(k[0:l]) copyin(b[uc:2]) copyout(c[n:l])
  { }
#pragma acc enter data copyin(a[0.5:n]) create(b[1:2.0f]) attach(c)
#pragma acc exit data copyout(a[d:n]) delete(b[0:p]) detach(c)
#pragma acc update host(a[d:1]) device(b[0:s]) self(c[1.0])
#pragma acc parallel private(a[d:2]) firstprivate(b[0:d]) reduction(+:k[s:1])
  { }
#pragma acc parallel loop copy(a[0:n], b[0:n])
  for (int i = 0; i < n; i++) {
#pragma acc cache(a[d:4], b[0:p])
    a[i] = b[i];
  }
}

/* One var in two clauses of one construct (2.6 restricts only predetermined attributes):
   data clauses whose actions combine map it once (a warning); contradicting data actions,
   two private copies, or a private copy and a data clause are errors; the loop variable
   (predetermined private, 2.6.1) may not be in a data or reduction clause. */
struct S { int a; int b; };
void f(float *a, int n, struct S s) {
  int x = 0, i, j;
  float v[8];
/* warnings: mapped once */
#pragma acc data copyin(v) copyout(v) copy(x) copyout(x) create(a[0:n]) copyin(a[0 : n])
  { }
#pragma acc data copyin(a[:n]) copy(a[0:n]) copy(s.a) copyin(s . a)
  { }
#pragma acc parallel copyin(x) copyin(x) create(v[0:8]) copy(v[0:8])
  { }
#pragma acc enter data copyin(v) create(v)
#pragma acc exit data copyout(v) delete(v)
/* accepted silently: different vars or sections, reduction with a data clause */
#pragma acc data copyin(v[0:4]) copyout(v[4:4]) copy(s.a) copyin(s.b)
  { }
#pragma acc parallel loop reduction(+:x) copy(x)
  for (int k = 0; k < n; k++) x += k;
#pragma acc parallel loop private(i)
  for (i = 0; i < n; i++) a[i] = 0;
/* errors */
#pragma acc data present(v) copyin(v) no_create(x) copy(x)
  { }
#pragma acc parallel deviceptr(a) copy(a)
  { }
/* deviceptr(a) makes `a` a device address: no data mapped through it (it was accepted, the
   copy read the device address as host memory) */
#pragma acc data copy(a[0:n]) deviceptr(a)
  { }
#pragma acc parallel copy(x) private(x) firstprivate(v) copyin(v)
  { }
#pragma acc parallel loop reduction(+:x) private(x)
  for (int k = 0; k < n; k++) x += k;
#pragma acc parallel loop copy(i) reduction(+:j) collapse(2)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) a[i] = 0;
#pragma acc kernels loop copyout(i)
  for (i = 0; i < n; i++) a[i] = 0;
#pragma acc parallel
  {
#pragma acc loop reduction(+:i)
    for (i = 0; i < n; i++) a[i] = 0;
  }
}

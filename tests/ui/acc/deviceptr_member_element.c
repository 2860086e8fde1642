struct S { double *d; int n; };
void f(struct S s, struct S *sp, double **pp, double *q) {
#pragma acc parallel loop deviceptr(s.d)
  for (int i = 0; i < s.n; i++) s.d[i] = i;
#pragma acc data deviceptr(sp->d, pp[1], q)
  { }
#pragma acc parallel deviceptr(q[0:4])
  { }
}

void f(float *a, float *b, int n) {
  float s = 0;
#pragma acc parallel copyin(a[0:n]) copyout(a[0:n]) private(n) firstprivate(n)
  { }
  /* reduction + copy of the same var is the usual idiom: allowed */
#pragma acc parallel loop reduction(+: s) copy(s) copyin(b[0:n])
  for (int i = 0; i < n; i++) s += b[i];
}

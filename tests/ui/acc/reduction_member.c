struct S { float sum; };
void f(struct S s, float *a, int n) {
#pragma acc parallel loop reduction(+: s.sum)
  for (int i = 0; i < n; i++) s.sum += a[i];
}

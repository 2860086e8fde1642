struct P { int a; float b; };
void f(float *a, int n) {
  float fs = 0; int is = 0; double _Complex cs = 0; float *ps = 0; struct P st = {0, 0};
  int arr[4] = {0};
#pragma acc parallel loop reduction(+: is, cs, arr) reduction(max: fs)
  for (int i = 0; i < n; i++) fs += a[i];
#pragma acc parallel loop reduction(&: fs) reduction(max: cs) reduction(+: ps)
  for (int i = 0; i < n; i++) fs += a[i];
#pragma acc parallel loop reduction(|: st)
  for (int i = 0; i < n; i++) is |= i;
}

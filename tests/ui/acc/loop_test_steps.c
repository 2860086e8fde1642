/* 2.9: a loop without `seq` whose test steps its variable in a form oxacc does not rewrite
 * into a canonical loop (oxacc-lower's testform.rs; tests/acc/compute/loopforms_countdown.c
 * runs the forms it does) is a located error naming where the test steps it. */
void f(double *a, int n, int m, int flag) {
  unsigned short us;
#pragma acc parallel loop
  for (us = n; us-- > 0;) a[us] = 0;
#pragma acc parallel loop
  for (int i = n; i-- != m;) a[i] = 0;
#pragma acc parallel loop
  for (int i = n; i-- < m;) a[i] = 0;
#pragma acc parallel loop
  for (int i = n; i-- > 0 && flag;) a[i] = 0;
#pragma acc parallel loop seq
  for (int i = n; i-- > 0 && flag;) a[i] = 0;
}
/* An unsigned `v-- >= 0` never ends (C runs it forever): no trip count. */
void g(double *a, unsigned long n) {
#pragma acc parallel loop
  for (unsigned long i = n; i-- >= 0;) a[i] = 0;
}

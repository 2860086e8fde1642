/* 2.9 through the whole compiler: loops whose test steps their variable are rewritten into
 * canonical loops (oxacc-lower's testform.rs) and draw no diagnostic (the lines with
 * `ok`), the forms that are not (a narrow unsigned `v-- > lo`, `v-- != e` with e no small
 * constant, a conjunction, an unsigned `v-- >= 0` that never ends) keep the checks' located
 * error, at their lines as written. */
void f(double *a, int n, int m, int flag, unsigned long un) {
  unsigned short us;
  unsigned long i;
#pragma acc parallel loop
  for (us = n; us-- > 0;) a[us] = 0;
#pragma acc parallel loop
  for (unsigned long k = un; k-- > 0;) a[k] = 0; /* ok */
#pragma acc parallel loop
  for (int k = n; k-- != m;) a[k] = 0;
#pragma acc parallel loop
  for (i = un; i--;) a[i] = 0; /* ok */
#pragma acc parallel loop
  for (int k = n; k-- > 0 && flag;) a[k] = 0;
#pragma acc parallel loop
  for (int k = n; --k >= 0;) a[k] = 0; /* ok */
#pragma acc parallel loop
  for (unsigned long k = un; k-- >= 0;) a[k] = 0;
}

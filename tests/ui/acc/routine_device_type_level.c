/* 2.15.1 with 2.4: a level clause may follow device_type, one level per device type. A gang
 * loop needs a gang routine on every device type (elsewhere each calling gang would run all of
 * it), and a call is placed by the coarsest level of any device type. */
#pragma acc routine seq device_type(nvidia) vector
void fine(double *a, int n) {
#pragma acc loop vector
  for (int i = 0; i < n; i++) a[i] = i;
}
#pragma acc routine gang device_type(nvidia) seq
void half_gang(double *a, int n) {
#pragma acc loop gang
  for (int i = 0; i < n; i++) a[i] += 1;
}
#pragma acc routine seq device_type(host) gang
void other_half(double *a, int n);
void use(double (*a)[32]) {
#pragma acc parallel loop gang copy(a[0:8])
  for (int i = 0; i < 8; i++) {
    fine(a[i], 32);
    other_half(a[i], 32);
  }
}
/* Two routine directives for one function must agree for every device type (2.15.1): they
 * were compared only in their default clauses. */
#pragma acc routine seq device_type(nvidia) vector
void twice(double *a);
#pragma acc routine seq
void twice(double *a);
#pragma acc routine worker device_type(host) seq
void agree(double *a);
#pragma acc routine worker device_type(host) seq
void agree(double *a);

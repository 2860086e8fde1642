// Clauses that take one value for the construct, given twice (gcc: "too many clauses"); one
// per device type is fine (2.4), and `wait` clauses add up (2.16.2).
void f(float *a, int n, int m) {
#pragma acc parallel loop collapse(2) collapse(1)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) a[i * m + j] = 0;
#pragma acc parallel loop tile(8, 4) tile(2, 2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) a[i * m + j] = 0;
#pragma acc parallel num_gangs(4) num_workers(2) vector_length(32) num_gangs(8) num_workers(4) vector_length(64)
  { }
  // The host team planned gang dimensions from the first, sizes from the last (fuzz input
  // 2709 of 2026-11-29).
#pragma acc parallel num_gangs(2, 3) num_gangs(4)
  { }
#pragma acc kernels async(1) async(2) self(n > 1) self(n > 2)
  { }
#pragma acc parallel loop gang vector vector
  for (int i = 0; i < n; i++) a[i] = 0;
#pragma acc update self(a[0:1]) self(a[1:1]) if_present if_present async async(3)
#pragma acc exit data delete(a[0:n]) finalize finalize
#pragma acc wait async(1) async(1)
  // One per device type: fine.
#pragma acc parallel device_type(nvidia) num_gangs(4) async(1) device_type(host) num_gangs(2) async(2) wait(1) wait(2)
  { }
#pragma acc parallel loop collapse(2) device_type(nvidia) collapse(1)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) a[i * m + j] = 0;
  // Twice within one device type's clauses.
#pragma acc parallel device_type(nvidia) vector_length(32) vector_length(64)
  { }
}
// collapse and tile each say how many loops are associated: not both (gcc rejects them too).
void g(float *a, int n) {
#pragma acc parallel loop tile(2, 2) collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) a[i * n + j] = 0;
#pragma acc parallel loop collapse(2) device_type(nvidia) tile(4, 4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) a[i * n + j] = 0;
}
// A clause the directive does not take: that error alone.
void h(float *a, int n) {
#pragma acc exit data copyout(a[0:n]) if_present if_present
}
// init and shutdown act on one list of device types.
void i(void) {
#pragma acc init device_type(host) device_type(nvidia)
#pragma acc shutdown device_type(nvidia) device_num(0) dtype(host)
}

void f(float *a, int n) {
#pragma acc parallel num_gangs(2) device_type(nvidia) num_gangs(4) copy(a[0:n])
  { }
}
/* A device type named by two device_type clauses: the second group was ignored. */
void twice(int n) {
#pragma acc parallel device_type(nvidia) num_gangs(2) device_type(host, nvidia) num_gangs(4)
  { }
#pragma acc parallel loop device_type(*) vector_length(32) dtype(*) vector_length(64)
  for (int i = 0; i < n; i++) { }
}

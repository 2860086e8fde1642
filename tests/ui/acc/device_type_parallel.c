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
/* Two spellings of one device type (compared as the lowering chooses groups: case, the
 * acc_device_ prefix, gpu for nvidia, emul for oxacc_emul): the second group was ignored. */
void spellings(void) {
#pragma acc parallel device_type(emul) num_gangs(2) device_type(oxacc_emul) num_gangs(3)
  { }
#pragma acc parallel device_type(NVIDIA) num_gangs(2) device_type(acc_device_nvidia) num_gangs(3)
  { }
}

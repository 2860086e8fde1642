/* A data or host_data construct inside a compute region, as the unbraced body of the compute
 * construct or of a combined construct's loop included: rejected as nvc and gcc do (2.6.5,
 * 2.8: their data actions and device addresses belong to the host thread around the compute
 * construct). They were accepted as no-ops. */
void f(float *a, float *p) {
#pragma acc kernels copy(a[0:8])
#pragma acc data copy(a[0:8])
  {
    a[0] = 1;
  }
#pragma acc serial copy(a[0:8])
#pragma acc data copyin(a[0:8])
#pragma acc data create(a[0:8])
  a[2] = 3;
#pragma acc parallel loop copy(a[0:8]) firstprivate(p)
  for (int i = 0; i < 8; i++)
#pragma acc host_data use_device(p)
    a[i] = i;
  // Around the compute construct: fine.
#pragma acc data copy(a[0:8])
#pragma acc parallel loop
  for (int i = 0; i < 8; i++) a[i] = i;
}

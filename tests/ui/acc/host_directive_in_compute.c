/* Executable data directives run on the host, before or after a compute construct (2.6.6,
 * 2.14.4, 2.16.3): inside one they were compiled to nothing, silently (an `update self(a)` in
 * a kernel never happened). nvc and gcc reject them too, and the data and host_data
 * constructs (2.6.5, 2.8), which were accepted as no-ops (a `copyout` written there was
 * dropped). Loop, cache and atomic stay allowed; init, shutdown and set have their own message
 * (2.14.1-2.14.3). */
void f(float *a, int n) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++) {
#pragma acc update self(a[0:n])
#pragma acc wait
#pragma acc atomic update
    a[0] += 1.0f;
  }
#pragma acc kernels copy(a[0:n])
  {
#pragma acc enter data copyin(a[0:n])
#pragma acc exit data delete(a[0:n])
#pragma acc data copy(a[0:1])
    { a[0] = 2.0f; }
#pragma acc host_data use_device(a)
    { }
  }
#pragma acc serial
  {
#pragma acc init
#pragma acc shutdown
#pragma acc set device_num(0)
  }
}

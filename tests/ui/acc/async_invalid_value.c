/* OpenACC 3.3, 2.16.1: an async-argument is a nonnegative integer, acc_async_noval (-1) or
 * acc_async_sync (-2); the queues of wait are async-arguments (2.16.2, 2.16.3).
 * acc_async_default (-3) is a value only 'set default_async' takes (2.14.3). A constant
 * below -2 compiled and stopped the run with acc_error_invalid_async. Clauses of a directive
 * with device_type clauses (which may apply on no device, 2.4) and values known only at run
 * time are left to the runtime. */
enum { noval = -1, sync = -2, dflt = -3, Q = -4 };
void f(float *a, int n, int q) {
#pragma acc parallel loop copy(a[0:n]) async(-5)
  for (int i = 0; i < n; i++) a[i] = 0;
#pragma acc update self(a[0:n]) async(dflt)
#pragma acc wait(1, Q)
#pragma acc enter data copyin(a[0:n]) wait(-3)
#pragma acc wait(2) async(dflt - 1)
#pragma acc parallel loop copy(a[0:n]) async(noval) wait(sync, 0, q)
  for (int i = 0; i < n; i++) a[i] = 0;
#pragma acc wait async(q - 10)
#pragma acc set default_async(dflt)
#pragma acc update self(a[0:n]) device_type(radeon) async(-7) wait(-7)
#pragma acc update self(a[0:n]) async(-7) device_type(*) async(1)
}

void f(float *a, int n) {
  /* 2.4: seq applies to nvidia only, gang to everything else: conforming */
#pragma acc parallel loop device_type(nvidia) seq device_type(*) gang
  for (int i = 0; i < n; i++) a[i] = 0;
  /* gang is a default clause, so nvidia sees gang and seq together */
#pragma acc parallel loop gang device_type(nvidia) seq
  for (int i = 0; i < n; i++) a[i] = 0;
}

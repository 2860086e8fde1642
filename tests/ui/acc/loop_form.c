void f(float *a, int n) {
#pragma acc parallel loop
  for (int i = 0; ; i++) a[i] = 0;
#pragma acc parallel loop seq
  for (int i = 0; i < n; ) a[i++] = 0;
#pragma acc kernels loop
  for (float x = 0; x < 1.0f; x += 0.25f) a[0] = x;
#pragma acc parallel loop
  for (float *p = a; p < a + n; p++) *p = 0;
}

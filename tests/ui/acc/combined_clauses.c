void f(float *a, int n) {
  float s = 0, t = 0;
  /* 2.11: anything allowed on kernels or loop is allowed on kernels loop */
#pragma acc kernels loop copy(a[0:n]) gang private(t) reduction(+: s)
  for (int i = 0; i < n; i++) s += a[i];
#pragma acc serial loop num_gangs(2) firstprivate(s)
  for (int i = 0; i < n; i++) a[i] = s;
}

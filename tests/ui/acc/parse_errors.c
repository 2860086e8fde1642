void g(void);
void f(float *a, int n) {
#pragma acc parallel 42 copy
  { }
#pragma acc parallel device_type(1) num_gangs()
  { }
#pragma acc kernels copy(, a) present(n,)
  { }
#pragma acc wait(queues:) async
#pragma acc update self(a[0:n]) wait(devnum: 0: 1, 2)
  for (int i = 0; i < n; i++) {
#pragma acc cache a[i]
  }
#pragma acc serial reduction(+: a[0:n]) default(none, present)
  { }
}
#pragma acc routine(1) seq
#pragma acc routine(g) bind(1) worker

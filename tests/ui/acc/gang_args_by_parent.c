void f(float *a, int n) {
#pragma acc parallel loop gang(num: 8) worker(4)
  for (int i = 0; i < n; i++) a[i] = 0;
#pragma acc kernels loop gang(dim: 1)
  for (int i = 0; i < n; i++) a[i] = 0;
#pragma acc kernels num_gangs(8) num_workers(2) vector_length(64)
  {
#pragma acc loop gang(16) worker(4) vector(32)
    for (int i = 0; i < n; i++) a[i] = 0;
  }
#pragma acc kernels
  {
#pragma acc loop gang(16) worker(4) vector(32)
    for (int i = 0; i < n; i++) a[i] = 0;
  }
}
// An orphaned loop (2.9.2: "when the parent compute construct is a parallel construct, or on
// an orphaned loop construct ... the num argument is not allowed"): the message named a
// 'parallel' construct (bug hunt 2026-11-29, restrictions, bug03).
#pragma acc routine gang
void g(float *a, int n) {
#pragma acc loop gang(num: 4)
  for (int i = 0; i < n; i++) a[i] = 0;
}
// A serial construct runs as one gang of one worker (2.5.2): no number of gangs or workers on
// its loops either (accepted before; gcc rejects them).
void h(float *a, int n) {
#pragma acc serial loop gang(num: 2) worker(4)
  for (int i = 0; i < n; i++) a[i] = 0;
}

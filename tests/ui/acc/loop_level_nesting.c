void f(float *a, int n) {
#pragma acc parallel
  {
#pragma acc loop vector
    for (int i = 0; i < n; i++) {
#pragma acc loop gang
      for (int j = 0; j < n; j++) a[j] = 0;
    }
#pragma acc loop worker
    for (int i = 0; i < n; i++) {
#pragma acc loop worker
      for (int j = 0; j < n; j++) a[j] = 0;
    }
#pragma acc loop gang worker
    for (int i = 0; i < n; i++) {
#pragma acc loop vector
      for (int j = 0; j < n; j++) a[j] = 0;
    }
  }
}

void f(float *a, int n) {
#pragma acc parallel num_gangs(2, 2)
  {
#pragma acc loop gang(dim: 1)
    for (int i = 0; i < n; i++) {
#pragma acc loop gang(dim: 2)
      for (int j = 0; j < n; j++) a[j] = 0;
    }
#pragma acc loop gang(dim: 2)
    for (int i = 0; i < n; i++) {
#pragma acc loop gang(dim: 1)
      for (int j = 0; j < n; j++) a[j] = 0;
    }
  }
}

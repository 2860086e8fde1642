void f(float a[100][100], int n) {
#pragma acc parallel loop collapse(3)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i][j] = 0;
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; i++) {
    a[i][0] = 1;
    for (int j = 0; j < n; j++)
      a[i][j] = 0;
  }
#pragma acc parallel loop collapse(force: 2)
  for (int i = 0; i < n; i++) {
    a[i][0] = 1;
    for (int j = 0; j < n; j++)
      a[i][j] = 0;
  }
}

void f(float a[100][100], int n) {
#pragma acc parallel loop tile(8, 8)
  for (int i = 0; i < n; i++)
    a[i][0] = 0;
}

enum { N = 2, Z = 0 };
void f(float a[10][10], int n) {
#pragma acc parallel loop collapse(N)
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++) a[i][j] = 0;
#pragma acc parallel loop collapse(n)
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++) a[i][j] = 0;
#pragma acc parallel loop collapse(Z)
  for (int i = 0; i < 10; i++) a[i][0] = 0;
}

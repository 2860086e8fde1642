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
enum { THREE = 3 };
void g(float a[10][10], int n) {
#pragma acc parallel loop collapse(THREE)
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++) a[i][j] = 0;
#pragma acc parallel loop tile(0, n, *, 4) gang(2.0f) wait(1.5)
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++)
      for (int k = 0; k < 10; k++)
        for (int l = 0; l < 10; l++) a[i][j] = 0;
}

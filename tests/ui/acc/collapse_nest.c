/* OpenACC 3.3, 2.9.1 and 2.9.8: what may lie between the loops that collapse and tile
 * associate. Blocks, empty statements and comments are fine (first three constructs); the
 * rest are errors. */
void f(float a[100][100], int n) {
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; i++) {
    ; /* empty statements and blocks keep the nest tight */
    { for (int j = 0; j < n; j++) { a[i][j] = 0; } }
    ;
  }
#pragma acc parallel loop tile(2, *)
  for (int i = 0; i < n; i++) {
    {
      for (int j = 0; j < n; j++)
        a[i][j] = 0;
    }
  }
#pragma acc parallel loop collapse(force: 2)
  for (int i = 0; i < n; i++) {
    float t = i;
    for (int j = 0; j < n; j++)
      a[i][j] = t;
    a[i][0] += 1;
  }
  /* An inner associated loop cannot have its own directive (tight nest, then force). */
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; i++) {
#pragma acc loop
    for (int j = 0; j < n; j++)
      a[i][j] = 0;
  }
#pragma acc parallel loop collapse(force: 2)
  for (int i = 0; i < n; i++) {
    a[i][0] = 1;
#pragma acc loop vector
    for (int j = 0; j < n; j++)
      a[i][j] = 0;
  }
#pragma acc parallel loop tile(4, 4)
  for (int i = 0; i < n; i++)
#pragma acc loop seq
    for (int j = 0; j < n; j++)
      a[i][j] = 0;
  /* Intervening code must not contain OpenACC directives, however deep. */
#pragma acc parallel loop collapse(force: 2)
  for (int i = 0; i < n; i++) {
    if (i > 2) {
#pragma acc atomic update
      a[0][0] += 1;
    }
    for (int j = 0; j < n; j++)
      a[i][j] = 0;
  }
  /* Each associated loop but the innermost contains exactly one loop or loop nest. */
#pragma acc parallel loop collapse(force: 2)
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++)
      a[i][j] = 0;
    for (int j = 0; j < n; j++)
      a[i][j] += 1;
  }
#pragma acc parallel loop collapse(force: 3)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int k = 0;
      while (k < 3) k++;
      for (int l = 0; l < n; l++)
        a[i][l] = k;
    }
  /* tile needs tightly nested loops: no intervening code, no other pragma. */
#pragma acc parallel loop tile(2, 2)
  for (int i = 0; i < n; i++) {
    a[i][0] = 1;
    for (int j = 0; j < n; j++)
      a[i][j] = 0;
  }
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; i++) {
#pragma GCC ivdep
    for (int j = 0; j < n; j++)
      a[i][j] = 0;
  }
}

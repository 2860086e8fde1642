/* OpenACC 3.3, 2.9: "A loop associated with a loop construct that does not have a seq clause
 * must be written to meet all of the following conditions" (integer or pointer variable, trip
 * count computable on entry): every loop associated by collapse or tile, not only the first.
 * A floating-point inner loop used to reach the lowering and divide by zero at run time. */
enum { TWO = 2 };
void f(float a[100][100], int n) {
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; i++)
    for (double x = 0; x < 1; x += 0.25)
      a[i][0] += x;
#pragma acc parallel loop collapse(TWO)
  for (int i = 0; i < n; i++) {
    for (float x = 0; x < 1; x += 0.5f)
      a[i][0] += x;
  }
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; ; j++)
      a[i][j] = 0;
#pragma acc parallel loop tile(2, 2)
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n;)
      a[i][j++] = 0;
  }
  /* seq: no conditions. */
#pragma acc parallel loop seq collapse(2)
  for (int i = 0; i < n; i++)
    for (double x = 0; x < 1; x += 0.25)
      a[i][0] += x;
}

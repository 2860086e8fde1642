#include <stdio.h>
#include <stdlib.h>
int main(void){
  int **a = malloc(4 * sizeof(int *)), err = 0;
  for (int i = 0; i < 4; i++) { a[i] = malloc(8 * sizeof(int)); for (int j = 0; j < 8; j++) a[i][j] = 0; }
#pragma acc parallel loop copy(a[0:4][2:4])
  for (int i = 0; i < 4; i++)
    for (int j = 2; j < 6; j++) a[i][j] = i * 10 + j;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 8; j++) err += a[i][j] != ((j >= 2 && j < 6) ? i * 10 + j : 0);
  printf("err=%d\n", err);
  return err != 0;
}

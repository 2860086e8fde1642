#include <stdio.h>
typedef struct { int cnt; double sum; } S;
int main(void){
  S s = {0, 0.0};
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < 1000; i++) { s.cnt += 1; s.sum += 0.5; }
  printf("cnt=%d sum=%g (expected 1000 500)\n", s.cnt, s.sum);
  return !(s.cnt == 1000 && s.sum == 500.0);
}

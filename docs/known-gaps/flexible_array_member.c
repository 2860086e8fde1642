/* struct with a flexible array member: compute region falls back to host only */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>
#define N 16
typedef struct { int n; double d[]; } Flex;
int main(){
  size_t bytes = sizeof(Flex) + N*sizeof(double);
  Flex *fx = malloc(bytes); fx->n = N;
  for(int i=0;i<N;i++) fx->d[i]=i;
  acc_copyin(fx, bytes);
  #pragma acc parallel loop present(fx[0:1])
  for(int i=0;i<N;i++) fx->d[i]*=3;
  acc_copyout(fx, bytes);
  printf("d[5]=%g (expect 15)\n", fx->d[5]);
  return 0;
}

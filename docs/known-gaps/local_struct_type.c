#include <stdio.h>
int main(void){
  struct S { int v[8]; } st;          /* same error with an unnamed 'struct { int v[8]; } st;' */
#pragma acc parallel loop copyout(st)
  for (int i = 0; i < 8; i++) st.v[i] = i * 3;
  int err = 0;
  for (int i = 0; i < 8; i++) err += st.v[i] != 3 * i;
  printf("err=%d\n", err);
  return err != 0;
}

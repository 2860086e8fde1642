/* declare in a nested block of the function that declares the array is rejected at compile time
   (2.13: "...in the same scope as the declaration of any var ... or any scope within a C or C++ function") */
#include <stdio.h>
int main(){
  int x[8];
  {
    #pragma acc declare create(x)
    #pragma acc parallel loop
    for (int i = 0; i < 8; i++) x[i] = i;
    #pragma acc update self(x)
  }
  printf("x[7]=%d (expect 7)\n", x[7]);
  return 0;
}

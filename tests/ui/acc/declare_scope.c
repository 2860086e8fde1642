float glob[100];
void f(float *a, int n) {
  float local[10];
  {
#pragma acc declare copy(local)
  }
#pragma acc declare create(glob)
#pragma acc declare present(a) copyin(nope)
}

void f(int *x) {
#pragma acc atomic increment
  (*x)++;
}

void f(void) {
#pragma acc frobnicate copy(x)
  ;
}

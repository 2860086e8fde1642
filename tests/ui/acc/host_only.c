void f(void) {
#pragma acc parallel
  {
#pragma acc init
#pragma acc set device_num(0)
  }
}

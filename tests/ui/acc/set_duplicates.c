void f(void) {
#pragma acc set device_num(0) device_num(1)
#pragma acc set if(1)
}

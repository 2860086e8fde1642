void f(void) {
#pragma acc wait(devnum: 1)
}

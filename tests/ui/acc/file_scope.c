float a[100];
#pragma acc declare create(a)
#pragma acc update device(a)
#pragma acc parallel
void f(void);

void f(float *a, int n) {
#pragma acc data if(n)
  { }
#pragma acc enter data async
#pragma acc exit data finalize
#pragma acc host_data if(n)
  { }
#pragma acc update if_present
#pragma acc declare
}

void f(int *x, int v, int e) {
#pragma acc parallel
  {
#pragma acc atomic read
    v = *x;
#pragma acc atomic read
    v = e + 1;
#pragma acc atomic write
    *x = e + 1;
#pragma acc atomic
    *x += e;
#pragma acc atomic update
    *x = e * 2;
#pragma acc atomic update
    *x = *x - e;
#pragma acc atomic capture
    v = (*x)++;
#pragma acc atomic capture
    { v = *x; *x += e; }
#pragma acc atomic capture
    { v = *x; e = 1; *x += e; }
  }
}

void f(int *x, int v, int e, int c) {
#pragma acc parallel
  {
#pragma acc atomic if(c)
    *x += e;
#pragma acc atomic update if(c > 1)
    *x = *x - e;
#pragma acc atomic read if(c)
    v = *x;
#pragma acc atomic capture if(c)
    v = (*x)++;
#pragma acc atomic write if(c) async
    *x = e;
#pragma acc atomic if(c)
    *x = e * 2;
#pragma acc atomic if(c) if(e)
    *x += 1;
  }
}

/* The address of a pointer whose target a data clause maps, taken in the region
   (OpenACC 3.3, 2.6.2, 2.7.1): `copy(p[0:N])` maps p's target only, so `p` itself is a
   scalar no data clause names, firstprivate in a parallel construct: the region's own copy,
   holding the device address of the target. `long **pp = &p; (*pp)[g] += g;` used to stop
   on emul / nvidia with "'p' is not present" (its 8 bytes of host stack). */
#include <stdio.h>
#include <stdlib.h>

#define N 1000

#pragma acc routine seq
static long rd(long **pp, int i) { return (*pp)[i]; }

#pragma acc routine seq
static void bump(long **pp, int i, long v) { (*pp)[i] += v; }

int main(void) {
  long *p = (long *)malloc(N * sizeof(long));
  long *q = (long *)malloc(N * sizeof(long));
  long *orig = p;
  for (int i = 0; i < N; i++) {
    p[i] = i;
    q[i] = 0;
  }
#pragma acc parallel loop copy(p[0:N])
  for (int g = 0; g < N; g++) {
    long **pp = &p;
    (*pp)[g] += g;
  }
  /* &p passed to routine seq helpers that read and write through (*pp)[i] */
#pragma acc parallel loop copy(p[0:N]) copyout(q[0:N])
  for (int g = 0; g < N; g++) {
    q[g] = rd(&p, g) * 2;
    bump(&p, g, 1);
  }
  /* a data construct's clause, and `&p[0]`, then `&p` in a serial region */
#pragma acc data copy(p[0:N])
  {
#pragma acc parallel loop
    for (int g = 0; g < N; g++) {
      long *e = &p[0];
      long **pp = &p;
      e[g] += (*pp == e);
    }
#pragma acc serial
    {
      long **pp = &p;
      for (int i = 0; i < N; i++)
        (*pp)[i] += rd(pp, 0);
    }
  }
  long s = 0, t = 0;
  for (int i = 0; i < N; i++) {
    s += p[i];
    t += q[i];
  }
  printf("%d %ld %ld\n", p == orig, s, t);
  free(p);
  free(q);
  return 0;
}

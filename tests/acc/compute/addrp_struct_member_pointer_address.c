/* The address of a struct's pointer member whose target a data clause maps, taken in the
   region (OpenACC 3.3, 2.6.2, 2.7.1): `copy(s.p[0:N])` maps the member's target, not the
   struct; a region that changes nothing of `s` but that member's own value (`&s.p`,
   `s.p += k`) has its own copy of `s`, the member holding the device address. Used to stop
   on emul / nvidia with "'s' is not present". */
#include <stdio.h>
#include <stdlib.h>

#define N 1000

struct S {
  long *p;
  int n;
};

#pragma acc routine seq
static long rd(long **pp, int i) { return (*pp)[i]; }

int main(void) {
  struct S s;
  s.n = N;
  s.p = (long *)malloc(N * sizeof(long));
  long *orig = s.p;
  for (int i = 0; i < N; i++)
    s.p[i] = i;
#pragma acc parallel loop copy(s.p[0:N])
  for (int g = 0; g < s.n; g++) {
    long **pp = &s.p;
    (*pp)[g] += rd(&s.p, g) + g;
  }
#pragma acc serial copy(s.p[0:N])
  {
    s.p += 3;
    s.p[0] += s.n;
    s.p -= 3;
  }
  /* moved through its address at gang level, read by a vector loop (the gang's one copy
     of `s`), moved back */
  long *q = (long *)malloc(N * sizeof(long));
#pragma acc parallel loop gang num_gangs(10) vector_length(32) copy(s.p[0:N]) copyout(q[0:N])
  for (int g = 0; g < 10; g++) {
    long **pp = &s.p;
    *pp += g * 100;
#pragma acc loop vector
    for (int j = 0; j < 100; j++)
      q[g * 100 + j] = rd(&s.p, j) + s.p[j];
    s.p -= g * 100;
  }
  long t = 0, u = 0;
  for (int i = 0; i < N; i++) {
    t += s.p[i];
    u += q[i];
  }
  printf("%d %ld %ld %ld\n", s.p == orig, t, s.p[3], u);
  free(q);
  free(s.p);
  return 0;
}

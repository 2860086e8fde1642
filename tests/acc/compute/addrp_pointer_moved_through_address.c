/* The region's own copy of a pointer whose target a data clause maps (OpenACC 3.3, 2.6.2,
   2.5.14): moved through its address at gang level (`*pp += g * M`), read in a vector loop
   through the pointer and through `&p` passed to a routine seq helper, and moved back.
   Each gang's copy holds the device address of the target; the host's `p` never changes.
   Also a `serial` region that assigns the pointer itself (`p += 2`, previously "'p' is
   not present" on emul / nvidia, and a changed host `p` on the host team). */
#include <stdio.h>
#include <stdlib.h>

#define G 8
#define M 100

#pragma acc routine seq
static long rd(long **pp, int i) { return (*pp)[i]; }

#pragma acc routine seq
static void bump(long **pp, int i, long v) { (*pp)[i] += v; }

int main(void) {
  long *p = (long *)malloc(G * M * sizeof(long));
  long *q = (long *)malloc(G * M * sizeof(long));
  long *orig = p;
  for (int i = 0; i < G * M; i++) {
    p[i] = i;
    q[i] = 0;
  }
#pragma acc parallel loop gang num_gangs(G) vector_length(32) copy(p[0:G*M]) copyout(q[0:G*M])
  for (int g = 0; g < G; g++) {
    long **pp = &p;
    *pp += g * M;
#pragma acc loop vector
    for (int j = 0; j < M; j++) {
      q[g * M + j] = rd(&p, j) + (*pp)[j];
      bump(pp, j, 1);
    }
    *pp -= g * M;
  }
#pragma acc serial copy(p[0:G*M])
  {
    p += 2;
    p[0] += 100;
    p -= 2;
  }
  long s = 0, t = 0;
  for (int i = 0; i < G * M; i++) {
    s += p[i];
    t += q[i];
  }
  printf("%d %ld %ld %ld\n", p == orig, s, t, p[2]);
  free(p);
  free(q);
  return 0;
}

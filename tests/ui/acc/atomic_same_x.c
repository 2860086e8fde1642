/* 2.12: every occurrence of x designates the same storage location. Spelling does not matter
   (the first block is accepted); a different location, or one computed with side effects, is
   rejected. */
struct P { int f; int g; };
int g(int);
void f(int *a, int x, int y, int i, struct P *q, int *p) {
  int v;
#pragma acc parallel
  {
#pragma acc atomic capture
    { v = (a[i]); a[ i ]--; }
#pragma acc atomic capture
    { q->f += 2; v = (*q).f; }
#pragma acc atomic update
    (x) = x * (y);
#pragma acc atomic update
    *p = 1 + (*p);
/* rejected */
#pragma acc atomic capture
    { v = x; y++; }
#pragma acc atomic capture
    { x += 1; v = y; }
#pragma acc atomic capture
    { v = q->f; (*q).g++; }
#pragma acc atomic capture
    { v = a[i++]; a[i++]--; }
#pragma acc atomic capture
    { v = a[i]; a[i + 1] = 3; }
#pragma acc atomic update
    x = y + 1;
#pragma acc atomic update
    x = x * 2 + 1;
#pragma acc atomic update
    a[i++] = a[i++] + 1;
#pragma acc atomic update
    q->f = q->g - 1;
/* a call in x is not known to be one location twice: the message says so (semfuzz9) */
#pragma acc atomic capture
    { v = a[g(i)]; a[g(i)] += 1; }
  }
}

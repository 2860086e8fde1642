/* Checks that relate two appearances of a var compare the variables, not their names: two
   variables of one name in different scopes are different vars (2.13, 2.9.11, 2.6.2). */
extern int g;
int g;
#pragma acc declare create(g)
void f(int n, float *a) {
  {
    int x = 0;
#pragma acc declare create(x)
    a[0] = x;
  }
  {
    int x = 1;
#pragma acc declare create(x)
    a[1] = x;
  }
  int s = 0;
#pragma acc parallel reduction(+:s)
  {
    int t = 0;
    {
      int s = 1;
#pragma acc loop reduction(*:s)
      for (int i = 0; i < n; i++) s *= 2;
      t = s;
    }
    s += t;
  }
  int r = 0;
#pragma acc data copy(r)
  {
    int r = 0;
#pragma acc parallel
    {
#pragma acc loop reduction(+:r)
      for (int i = 0; i < n; i++) r += i;
    }
    a[2] = r;
  }
}
/* The same variable twice is still reported, however it was redeclared. */
#pragma acc declare copyin(g)

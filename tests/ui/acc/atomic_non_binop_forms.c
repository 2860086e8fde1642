/* 2.12: binop is one of + * - / & ^ | << >>. A min or max written as a conditional
   (`x = x < e ? x : e`), through fmin/fmax, or with %, &&, ||, < or == is not an update form;
   in a capture block `{v = x; x = x == e;}` is the write form `{v = x; x = expr;}` whose expr
   reads x, rejected by "Neither of v and expr may access the storage location designated by x"
   (before the fix only the binops' `x = x op e` split was tried, so `x = x == e` and
   `x = x % e` in a capture block were accepted). Valid forms come first. */
double fmax(double, double);
float fminf(float, float);
void f(double *a, int i) {
  double x = 5, y;
  float fl = 1;
  int k = 3, b = 1, c = 0, t[4];
#pragma acc parallel
  {
#pragma acc atomic capture
    { k = b; b = i == 3; }
#pragma acc atomic capture
    { c = t[2]; t[2] = t[2] - i; }
#pragma acc atomic capture
    { y = x; x = a[i] < 0 ? a[i] : -a[i]; }
/* rejected */
#pragma acc atomic update
    x = x < a[i] ? x : a[i];
#pragma acc atomic
    x = a[i] > x ? a[i] : x;
#pragma acc atomic update
    fl = fminf(fl, (float)a[i]);
#pragma acc atomic update
    x = fmax(x, a[i]);
#pragma acc atomic
    k = k % 7;
#pragma acc atomic
    k %= 7;
#pragma acc atomic update
    b = b && i;
#pragma acc atomic update
    b = b || i;
#pragma acc atomic update
    b = b < i;
#pragma acc atomic capture
    { k = b; b = b == i; }
#pragma acc atomic capture
    { c = t[1]; t[1] = t[1] % 3; }
#pragma acc atomic capture
    { y = x; x = x < a[i] ? x : a[i]; }
  }
}

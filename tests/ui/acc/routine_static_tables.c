/* 2.15.1: "In C and C++, function static variables are not supported in functions to which
 * a routine directive applies". A read-only table with an initializer, of arithmetic, struct
 * or typedef'd elements (`static const signed char tab[2][2] = {...};`, `static const u32
 * t[2]`, `static const struct pt corner`), is accepted, as in a compute region
 * (tests/acc/compute/routine_static_const_local_table.c; the CUDA writer decides whether the
 * element type prints), and so is a table of `*const` pointers (`static const char *const
 * names[2]`: every level const, tests/acc/compute/gpu_strtab_routine.c); every other function
 * static stays an error: a mutable one, a pointer (the pointer is const, not what it reaches:
 * `static const char *name`, `static const char *list[2]`), a const table without
 * initializer, a volatile one. */
struct pt { int x, y; };
typedef unsigned u32;
#pragma acc routine seq
int ok(int k)
{
  static const signed char tab[2][2] = {{1, -1}, {2, 0}};
  static const double half = 0.5, w[3] = {0.25, 0.5, 0.25};
  static unsigned const long long big[1] = {1ull << 40};
  static const u32 t[2] = {1, 2};
  static const struct pt corner = {1, 2};
  static const char *const names[2] = {"ab", "cd"};
  return names[k & 1][0] + corner.y + (int)(tab[k & 1][k >> 1 & 1] * half * w[k % 3]) + (int)(big[0] >> 40) + (int)t[k & 1];
}
#pragma acc routine seq
int bad(int k)
{
  static int calls = 0;
  static const char *name = "bad";
  static const char *list[2] = {"a", "b"};
  static const int zeros[4];
  static const volatile int flag = 1;
  calls += k;
  return calls + name[0] + list[k & 1][0] + zeros[k & 3] + flag;
}

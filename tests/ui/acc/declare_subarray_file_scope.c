/* OpenACC 3.3, 2.13: a subarray in a file-scope declare is an error (there it would map data
 * a pointer points to before main runs); in a function it is accepted, as nvc does
 * (tests/acc/compute/vv4_declare_function_scope_sub.c). A member is an error anywhere. */
int *p;
float g[100];
#pragma acc declare create(p[0:10])
#pragma acc declare copyin(g[2:5])
struct S { int a[4]; } s;
void f(int *q, int n) {
#pragma acc declare copy(q[0:n])
  struct S t;
#pragma acc declare create(t.a)
}

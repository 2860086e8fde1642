/* A var (1.6) is a variable, array element, subarray or member: never a function, an
   enumeration constant, a literal, a call or another value, in any clause that takes a
   var-list. */
int helper(void);
enum { RED, GREEN };
struct S { int x; int *p; };
struct S mk(void);
int g1, g2, g3, *gp;
#pragma acc declare create(helper)
#pragma acc declare device_resident(RED) link(helper)
void f(int *p, int n, struct S s) {
  int a[10];
#pragma acc enter data copyin(helper) create(GREEN)
#pragma acc exit data copyout(helper) delete(RED)
#pragma acc data copy(helper, a) copyin(RED) copyout(mk) create(helper) no_create(GREEN) present(helper)
  { }
#pragma acc data deviceptr(helper) attach(RED) copy(s)
  { }
#pragma acc exit data detach(helper)
#pragma acc update host(helper) device(GREEN) self(RED)
#pragma acc parallel private(helper) firstprivate(RED) reduction(+:GREEN)
  { }
#pragma acc host_data use_device(helper)
  { }
#pragma acc parallel loop copy(a)
  for (int i = 0; i < n; i++) {
#pragma acc cache(helper[0:1], RED)
    a[i] = 0;
  }
  int x;
#pragma acc declare copy(helper) present(RED) create(x)
/* Values the grammar rejects by itself. */
#pragma acc data copy(1) copyin(n + 1) copyout(mk()) create(mk().x) present("str") no_create(mk().p[0:2])
  { }
#pragma acc parallel private(2) firstprivate(a[0] + 1) reduction(+: (n))
  { }
}

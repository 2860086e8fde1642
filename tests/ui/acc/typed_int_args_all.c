/* Every int-expr argument of chapter 2 rejects pointers, structs, arrays, floating values and
   void (2.5.10-2.5.12, 2.9.2-2.9.4, 2.14.1-2.14.3, 2.16); conditions are scalars (2.5.4,
   2.8, 2.14). */
struct S { int x; };
void v(void);
void f(int *p, struct S s, int arr[4], double d, int n, float a[100]) {
  int vla[n];
#pragma acc parallel num_gangs(n, p, s) num_workers(arr) vector_length(v()) async(d) wait(devnum: p: n, d)
  { }
#pragma acc kernels num_gangs(d) self(s) if(v())
  { }
#pragma acc serial wait(n, vla) async(s) self(d) if(p)
  { }
#pragma acc kernels loop gang(num: d) worker(num: p) vector(length: s)
  for (int i = 0; i < 10; i++) a[i] = 0;
#pragma acc parallel loop gang(static: p) worker vector
  for (int i = 0; i < 10; i++) a[i] = 0;
#pragma acc parallel loop gang(dim: n)
  for (int i = 0; i < 10; i++) a[i] = 0;
#pragma acc parallel loop gang(dim: d)
  for (int i = 0; i < 10; i++) a[i] = 0;
#pragma acc init device_num(p) if(s)
#pragma acc shutdown device_num(d)
#pragma acc set device_num(s) default_async(p)
#pragma acc set default_async(d) if(arr)
#pragma acc wait(d) async(p)
#pragma acc wait(devnum: d: n) if(s)
#pragma acc update host(a[0:10]) async(arr) wait(p) if(s)
#pragma acc enter data copyin(a[0:10]) async(d) wait(s) if(v())
#pragma acc exit data delete(a[0:10]) async(p) if(s)
#pragma acc data copy(a[0:10]) if(s)
  { }
#pragma acc host_data use_device(a) if(s)
  { }
#pragma acc parallel loop collapse(d) tile(p)
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++) a[i] = 0;
#pragma acc parallel loop collapse(force: s)
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++) a[i] = 0;
/* Accepted: integers of any type, enums, characters, and scalar conditions. */
#pragma acc parallel num_gangs('a') num_workers(n + 1L) vector_length(sizeof(int)) async(n) wait(devnum: 0: 1u) if(p) self(d > 0.5)
  { }
}
enum { DIM = 2 };
#pragma acc routine gang(dim: DIM)
void g(void);
#pragma acc routine gang(dim: 1.0)
void h(void);

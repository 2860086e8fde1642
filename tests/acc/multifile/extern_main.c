/* Arrays of unknown size defined in another file (extern_lib.c, which gives them a device
 * copy with `declare create`). 2.6.2's implicit `copy` of an aggregate needs a size that C
 * does not give for `double g[]` (2.7.1), so, as with nvc, the regions treat them as
 * `present`: their device copies are found by address. Exit 0 = pass. */
#include <stdio.h>

struct S { double a; int b; };
extern double g[];
extern struct S arr[];

void extern_lib_init(void);
void extern_lib_fetch(void);

static int failures;
#define CHECK(c) do { if (!(c)) { printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #c); failures++; } } while (0)

static void bump_parallel(int n) {
#pragma acc parallel loop
    for (int i = 0; i < n; i++) g[i] += 1;
}

static void bump_kernels(int n) {
#pragma acc kernels
    for (int i = 0; i < n; i++) g[i] += 10;
}

static void bump_present(int n) {
#pragma acc parallel loop default(present)
    for (int i = 0; i < n; i++) g[i] += 100;
}

static void bump_serial(int n) {
#pragma acc serial
    for (int i = 0; i < n; i++) g[i] += 1000;
}

/* A block-scope extern declaration. */
static void bump_local(int n) {
    extern double g[];
#pragma acc parallel loop
    for (int i = 0; i < n; i++) g[i] += 10000;
}

static void bump_structs(int n) {
#pragma acc parallel loop
    for (int i = 0; i < n; i++) {
        arr[i].a += 1;
        arr[i].b *= 2;
    }
}

/* A section gives the size (2.7.1): a data region, update and present of part of g. */
static void sections(int n) {
#pragma acc data present(g[0:n])
    {
#pragma acc parallel loop
        for (int i = 0; i < n; i++) g[i] *= 2;
    }
#pragma acc update self(g[0:n])
}

int main(void) {
    extern_lib_init();
    bump_parallel(100);
    bump_kernels(100);
    bump_present(100);
    bump_serial(100);
    bump_local(100);
    bump_structs(50);
    extern_lib_fetch();
    for (int i = 0; i < 100; i++) CHECK(g[i] == i + 11111);
    for (int i = 0; i < 50; i++) CHECK(arr[i].a == 2.0 * i + 1 && arr[i].b == 2 * i);
    sections(60);
    for (int i = 0; i < 60; i++) CHECK(g[i] == 2.0 * (i + 11111));
    CHECK(g[60] == 60 + 11111);
    if (failures) printf("%d failures\n", failures);
    return failures != 0;
}

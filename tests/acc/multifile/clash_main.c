/* Routines of other files whose names clash with this file's own static functions (OpenACC
 * 3.3, 2.15.1): `via_lib` (clash_lib2.c) calls clash_lib.c's `scale10`, while this file
 * defines a static `scale10`; `lib_helper` (clash_lib.c) calls its file's static `helper`,
 * and this file has a static `helper`. The kernel links all of them into one module: before,
 * the simulator (and NVRTC) stopped with "redefinition of '__oxacc_f_scale10'" when the module
 * loaded. Exit 0 = pass. */
#include <stdio.h>

static int failures;
#define CHECK(c) do { if (!(c)) { printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #c); failures++; } } while (0)

#pragma acc routine seq
static int scale10(int x) { return x * 2; }
#pragma acc routine seq
static int helper(int x) { return x + 7; }

#pragma acc routine seq
int via_lib(int x);
#pragma acc routine seq
int lib_helper(int x);

int main(void) {
    int a[16], b[16];
#pragma acc parallel loop copyout(a, b)
    for (int i = 0; i < 16; i++) {
        a[i] = via_lib(i) + scale10(i);
        b[i] = lib_helper(i) + helper(i);
    }
    for (int i = 0; i < 16; i++) {
        CHECK(a[i] == i * 10 + 1 + i * 2);
        CHECK(b[i] == i + 1000 + i + 7);
    }
    return failures != 0;
}

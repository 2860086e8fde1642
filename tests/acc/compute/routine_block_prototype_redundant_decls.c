// cflags: -Wall -Werror -Wredundant-decls
/* A block-scope routine prototype (`#pragma acc routine seq` then `int plus1(int x);` inside
 * main, OpenACC 3.3 2.15.1: the directive applies to the declaration that follows it) used in
 * compute regions, built with -Werror -Wredundant-decls. The outlined host function of a
 * region must declare the function too (it is at file scope, before main); it used to declare
 * it under the user's name, so cc saw main's prototype as a "redundant redeclaration of
 * 'plus1'" (an error here), where gcc alone says nothing. The region also takes the
 * function's address and names it in a nested block. */
#include "check.h"
int main(void) {
#pragma acc routine seq
    int plus1(int x);
    int a[8], b[8];
#pragma acc parallel loop copyout(a)
    for (int i = 0; i < 8; i++) a[i] = plus1(i);
#pragma acc kernels copyout(b)
    for (int i = 0; i < 8; i++) {
        int (*f)(int) = plus1;
        b[i] = f(plus1(i));
    }
    for (int i = 0; i < 8; i++) {
        CHECK(a[i] == i + 1);
        CHECK(b[i] == i + 2);
    }
    CHECK_DONE();
}
int plus1(int x) { return x + 1; }

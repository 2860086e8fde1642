/* flags: -Wall -Werror -Wredundant-decls */
/* A function declared only inside the enclosing function (`int plus1(int x);` in main),
 * called in a parallel region, built with -Wredundant-decls: the outlined region function
 * declares it under a name of oxacc's (an asm label to the same symbol), so cc does not see
 * main's own prototype as a "redundant redeclaration of 'plus1'" (before 2026-11-30 an error
 * here; gcc -fopenmp alone says nothing). A second prototype has its own asm label
 * (`__asm__("real_twice")`): the outlined code's declaration keeps it (its symbol is not the
 * name). */
#include <stdio.h>
int real_twice(int x);
int real_twice(int x) { return 2 * x; }
int main(void) {
    int plus1(int x);
    int twice(int x) __asm__("real_twice");
    int s = 0;
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 8; i++) s += plus1(i) + twice(i);
    if (s != 36 + 56) {
        printf("FAIL: s = %d\n", s);
        return 1;
    }
    return 0;
}
int plus1(int x) { return x + 1; }

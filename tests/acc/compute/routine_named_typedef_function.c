/* OpenACC 3.3, 2.15.1: `routine(name)` names a function declared before it; C11 6.7.8p3: a
 * declaration through a typedef of a function type (`fn_t sq;`) declares a function. oxacc's
 * check took only a function declarator (`int sq(int);`) for one and rejected `routine(sq)`
 * ("is not a function"); the unnamed form before such a declaration was not applied either. */
#include "check.h"

typedef int fn_t(int);
typedef fn_t fn2_t;
fn_t sq;
#pragma acc routine(sq) seq
#pragma acc routine seq
fn2_t cube;

int sq(int x) { return x * x; }
int cube(int x) { return x * x * x; }

int main(void) {
    int out[16];
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < 16; i++)
        out[i] = sq(i) + cube(i - 8);
    for (int i = 0; i < 16; i++)
        CHECK(out[i] == i * i + (i - 8) * (i - 8) * (i - 8));
    CHECK_DONE();
}

/* A constructor of the user's (no priority) runs compute regions before main: one calls
 * `tw`, a routine of ctor_lib.c, the other uses ctor_lib.c's `declare create` array. Linked
 * with this file first, the routine's registration and the declare's data entry (constructors
 * of ctor_lib.c) ran after this constructor: "no file of the program registered it". They now
 * carry priorities, so they run before every constructor without one, in any link order. */
#include <stdio.h>

#pragma acc routine seq
int tw(int);

extern int shared_tab[8];
#pragma acc declare create(shared_tab)

static int r[4];

__attribute__((constructor)) static void init(void) {
#pragma acc parallel loop copyout(r)
    for (int i = 0; i < 4; i++)
        r[i] = tw(i);
#pragma acc parallel loop present(shared_tab)
    for (int i = 0; i < 8; i++)
        shared_tab[i] = 10 * i;
#pragma acc update self(shared_tab)
}

int main(void) {
    int err = 0;
    for (int i = 0; i < 4; i++)
        err += r[i] != 2 * i;
    for (int i = 0; i < 8; i++)
        err += shared_tab[i] != 10 * i;
    if (err)
        printf("%d wrong\n", err);
    return err != 0;
}

/* 2.5.15: a struct reduction var is reduced member by member. oxacc does it for structs of
 * scalars, nested structs and small arrays (red_struct_members.c, red_struct_nested.c); a
 * union, or a struct with more than 64 scalars in its array members, is not supported yet: a
 * located error, not a C compiler error about the generated code. */
typedef struct { int a; double big[65]; } N;
typedef union { int a; float f; } U;
int main(void) {
    N n = {0};
    U u = {0};
#pragma acc parallel loop reduction(+:n)
    for (int i = 0; i < 10; i++) n.a += 1;
#pragma acc parallel loop reduction(+:u)
    for (int i = 0; i < 10; i++) u.a += 1;
    return n.a + u.a;
}

/* A struct defined inside the function is defined again at file scope for the outlined
 * region (compute/ctype.rs), but not inside a function type: a located "not supported yet",
 * never a C compiler error about generated code. */
int main(void) {
    struct S { int x; };
    int (*f)(struct S *) = 0;
    int a[4];
#pragma acc parallel loop copyout(a)
    for (int i = 0; i < 4; i++)
        a[i] = f != 0;
    return a[0];
}

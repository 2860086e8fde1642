/* Broken input for the fuzz harness seed corpus (errors expected). */
int f(int x) {
    x = ;
    if x) x++;
    x = (1 + 2;
    return x
}
struct S { int a int b; };
int *;
void g(void) { for (int i = 0; i < ; i++) {} while () ; do ; while (1) }
int h = ({ 1; ;
#pragma acc parallel
}

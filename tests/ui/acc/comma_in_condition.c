/* OpenACC 3.3, 1.6 (1.16: the comma ambiguity resolved in 3.2): clause expressions are
 * assignment-expressions, so a top-level comma in an `if` or `self` condition is an error
 * (it was taken as a comma operator, the condition silently the last operand). A
 * parenthesized comma expression and commas inside calls stay accepted. */
int g(int a, int b);
void f(int *a, int n, int c) {
#pragma acc parallel loop if(c, n) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] = i;
#pragma acc parallel loop self(c, 1) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] = i;
#pragma acc data copy(a[0:n]) if(c, 1)
    {}
#pragma acc wait(1, 2) if(c, 0)
#pragma acc update device(a[0:n]) if(c, n > 0)
#pragma acc parallel loop if((c, n)) self(g(c, n)) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] = i;
}

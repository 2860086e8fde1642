/* OpenACC 3.3, 1.6 (1.16): the bounds and indices of a var are assignment-expressions, so a
 * top-level comma inside a subscript of a var-list is an error (`a[1, 1:n]` was taken as the
 * comma expression `(1, 1)` silently). Parenthesized comma expressions and commas inside
 * calls stay accepted. */
int g(int a, int b);
void f(int *a, int m[4][8], int n) {
#pragma acc update device(a[1, 1:n - 1])
#pragma acc enter data copyin(a[0:n, n])
#pragma acc exit data delete(m[0, 1][0:8])
#pragma acc enter data copyin(a[(0, 1):n - 1], a[g(0, 1):1], m[0:4][0:8])
}

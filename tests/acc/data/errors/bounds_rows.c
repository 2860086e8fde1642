// expect-error: cannot determine bounds for array m
/* spec 2.7.1 restriction: float ** rows need an explicit row length. */
void f(float **m, int n) {
#pragma acc enter data copyin(m[0:n][2:])
}
int main(void) { return 0; }

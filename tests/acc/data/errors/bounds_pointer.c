// expect-error: cannot determine bounds for array p
/* spec 2.7.1 restriction: the length of a dynamically allocated dimension must be given. */
void f(float *p) {
#pragma acc data copy(p[:])
    p[0] = 1;
}
int main(void) { return 0; }

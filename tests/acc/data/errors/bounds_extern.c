// expect-error: cannot determine bounds for array a
/* spec 2.7.1: an array of unknown size needs explicit bounds. */
extern int a[];
void f(void) {
#pragma acc data copy(a)
    a[0] = 1;
}
int main(void) { return 0; }

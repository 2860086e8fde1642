/* Errors in the macro replacement of a `#pragma acc` line (2.1) are located, with gcc's
   wording. */
#define F(x, y) x
#define G(x) x
void f(void) {
#pragma acc set default_async(F(1))
#pragma acc wait(G(2, 3)) async(F(1, 2))
#pragma acc wait(F(1,
}

// An error in a directive after a macro that the directive expands (OpenACC 3.3, 2.1: the
// tokens after `#pragma acc` are macro-replaced) is reported at the physical column, as gcc
// does for C code: the column of the expanded text was reported (known gap of 2026-11-29).
#define NG(n) num_gangs(n)
void g(int *a) {
    #pragma acc parallel loop NG(4) bad(x)
    for (int i = 0; i < 4; i++)
        a[i] = 0;
}
int main(void) { return 0; }

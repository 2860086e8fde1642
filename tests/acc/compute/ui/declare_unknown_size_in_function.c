/* OpenACC 3.3, 2.13 / 2.7.1: a declare directive in a function creates its vars for the
 * block's data lifetime; an array of unknown size (`extern double g[];`) has no size to
 * create: oxacc's located error, not a C compiler error about generated code. (At file
 * scope the same directive names the device copy the defining file creates.) */
void f(int n) {
    extern double g[];
#pragma acc declare create(g)
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
        g[i] += 1;
}
int main(void) { return 0; }

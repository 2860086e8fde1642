/* `#pragma GCC unroll` and `#pragma GCC ivdep` must be followed by a loop, as gcc 12 requires
 * (found by the whole-pipeline fuzz test: a declaration put between the pragma and its loop was
 * accepted and cc rejected the generated C). */
void f(int *a) {
#pragma GCC unroll 2
    int t = 0;
#pragma GCC ivdep
    { }
#pragma GCC unroll 4
    for (int i = 0; i < 4; i++) a[i] = t;
#pragma GCC unroll 2
    while (0) ;
#pragma GCC ivdep
#pragma GCC unroll 2
    do ; while (0);
#pragma GCC unroll 2
}

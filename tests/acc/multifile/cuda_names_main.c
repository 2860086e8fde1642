/* Calls of another file's routines named like CUDA device functions (max, min, rsqrtf,
 * norm3d; cuda_names_lib.c): the program's routines are meant (OpenACC 3.3, 2.15.1: the
 * routine directive says the program defines them), not CUDA's (the kernel called CUDA's max
 * and rsqrtf: 2 and 0.707 for 1002 and 3). */
#include <stdio.h>

#pragma acc routine seq
int max(int a, int b);
#pragma acc routine seq
int min(int a, int b);
#pragma acc routine seq
float rsqrtf(float x);
#pragma acc routine seq
double norm3d(double a, double b, double c);

int main(void) {
    enum { N = 64 };
    static int mx[N], mn[N];
    static float rs[N];
    static double nm[N];
#pragma acc parallel loop copyout(mx, mn, rs, nm)
    for (int i = 0; i < N; i++) {
        mx[i] = max(i, 7);
        mn[i] = min(i, 3);
        rs[i] = rsqrtf((float)i);
        nm[i] = norm3d(i, 1, 2);
    }
    int err = 0;
    for (int i = 0; i < N; i++) {
        if (mx[i] != (i > 7 ? i : 7) + 1000 || mn[i] != i * 10 + 3 || rs[i] != 3.0f * i ||
            nm[i] != i + 3.0) {
            if (err++ < 5)
                printf("i=%d: max %d min %d rsqrtf %g norm3d %g\n", i, mx[i], mn[i], rs[i], nm[i]);
        }
    }
    return err != 0;
}

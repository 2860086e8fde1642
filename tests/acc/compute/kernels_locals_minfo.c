/* -Minfo=accel of a kernels construct declaring variables: "Generating implicit copy(tmp)"
 * was listed for a variable declared inside the construct, once per kernel using it and before
 * the explicit clauses; nvc lists none (its data is the kernel's own). A variable declared
 * outside is still listed once. The results are checked on every device type. */
#include <stdio.h>

int main(void) {
    float a[64], out = 0;
    for (int i = 0; i < 64; i++) a[i] = (float)i;
#pragma acc kernels copy(a)
    {
        float tmp[4];
        for (int j = 0; j < 4; j++) tmp[j] = (float)j;
        for (int i = 0; i < 64; i++) a[i] = a[i] + tmp[i % 4];
        out = tmp[3] + a[63];
    }
    if (out != 3.0f + 63.0f + 3.0f || a[5] != 6.0f) {
        printf("FAIL: %g %g\n", out, a[5]);
        return 1;
    }
    printf("ok\n");
    return 0;
}

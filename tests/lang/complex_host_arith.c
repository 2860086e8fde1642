/* Complex products and quotients in host code of a program linked by oxacc: gcc calls
 * libgcc's __divdc3/__divsc3/__muldc3/__mulsc3 for them, and liboxacc_rt.a (a Rust archive
 * carrying compiler_builtins, whose versions use other algorithms) was linked before cc's
 * libgcc, so its versions replaced libgcc's for the whole program: quotients differed from
 * gcc's in the last bits (0.80000000000000004 for 0.79999999999999993). The output must be
 * gcc's exactly. */
#include <complex.h>
#include <stdio.h>

static volatile double vd[8] = { 2.0, 2.0, 3.0, 1.0, 1e300, 1e-300, 0.7, -1.3 };
static volatile float vf[4] = { 1e30f, 2e30f, 2.2f, 0.7f };

int main(void) {
    double _Complex a = vd[0] + vd[1] * I, b = vd[2] + vd[3] * I;
    double _Complex c = vd[4] + vd[5] * I, d = vd[6] + vd[7] * I;
    float _Complex f = vf[0] + vf[0] * I, g = vf[0] - vf[1] * I, h = vf[2] + vf[3] * I;
    double _Complex q[4] = { a / b, c / d, d / c, (a * d) / (b * c) };
    float _Complex fq[3] = { f / g, h / g, h * h / f };
    for (int i = 0; i < 4; i++) printf("%a %a\n", creal(q[i]), cimag(q[i]));
    for (int i = 0; i < 3; i++) printf("%a %a\n", crealf(fq[i]), cimagf(fq[i]));
    return 0;
}

/* A `loop seq` directive inside a GNU statement expression in compute regions and a routine
 * (`int t = ({ int q = 0; _Pragma("acc loop seq") for (...) q += k; q; });`): the regions ran
 * on the host only (a warning; emul and nvidia stopped at the launch). A `seq` loop (OpenACC
 * 3.3 2.9.5) runs sequentially in the thread that evaluates the expression: with `private`
 * and `collapse` clauses, in gang-redundant code, in a `kernels` construct and in a routine. */
#include "check.h"

#define N 64

#pragma acc routine seq
static int tri(int n) {
    return ({
        int s = 0;
#pragma acc loop seq
        for (int k = 0; k <= n; k++)
            s += k;
        s;
    });
}

int main(void) {
    int out[N], out2[N], out3[N], gsum[4], kout[N];
    double dv[N];
#pragma acc parallel loop copyout(out, out2, out3, dv)
    for (int i = 0; i < N; i++) {
        int t = ({
            int q = 0;
            _Pragma("acc loop seq") for (int k = 0; k <= i; k++) q += k;
            q;
        });
        out[i] = t;
        int tmp = 0;
        out2[i] = ({
            int c = 0;
#pragma acc loop seq collapse(2) private(tmp)
            for (int a = 0; a < 3; a++)
                for (int b = 0; b < 4; b++) {
                    tmp = a * b;
                    c += tmp + i;
                }
            c;
        });
        out3[i] = tri(i % 10);
        dv[i] = ({
            double p = 1.0;
#pragma acc loop seq
            for (int k = 0; k < 3; k++)
                p *= 0.5;
            p;
        }) + i;
    }
#pragma acc parallel num_gangs(4) vector_length(32) copyout(gsum)
    {
#pragma acc loop gang
        for (int g = 0; g < 4; g++) {
            int base = ({
                int b = 0;
#pragma acc loop seq
                for (int k = 0; k < g; k++)
                    b += 10;
                b;
            });
            int t[32];
#pragma acc loop vector
            for (int j = 0; j < 32; j++)
                t[j] = base + j;
            gsum[g] = t[0] + t[31];
        }
    }
#pragma acc kernels copyout(kout)
    for (int i = 0; i < N; i++)
        kout[i] = ({
            int m = 0;
#pragma acc loop seq
            for (int k = 0; k < i; k += 2)
                m++;
            m;
        });
    for (int i = 0; i < N; i++) {
        CHECK(out[i] == i * (i + 1) / 2);
        CHECK(out2[i] == 18 + 12 * i);
        CHECK(out3[i] == (i % 10) * (i % 10 + 1) / 2);
        CHECK(dv[i] == 0.125 + i);
        CHECK(kout[i] == (i + 1) / 2);
    }
    for (int g = 0; g < 4; g++)
        CHECK(gsum[g] == 20 * g + 31);
    CHECK_DONE();
}

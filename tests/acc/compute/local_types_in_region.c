/* Typedef names and enumeration constants declared inside the function, used inside compute
 * regions: the outlined function (at file scope) declares them again from sema's types. Before,
 * cc rejected the generated C ("unknown type name 'T'", "'N' undeclared"; found by the
 * whole-pipeline fuzz test: the reduction tests declare `typedef ... T;` in each function). */
#include "check.h"

typedef double real;

int main(void) {
    typedef int T;
    typedef T T2;                 /* a typedef of a local typedef */
    typedef float vec4[4];        /* an array type */
    typedef const char *str;      /* a pointer type */
    typedef real R;               /* a local name for a file-scope typedef */
    enum { N = 64, HALF = N / 2, NEG = -3 };
    static T2 a[N];
    T s = 0;

#pragma acc parallel loop reduction(+:s) copyout(a)
    for (int i = 0; i < N; i++) {
        T2 r = (T2)i;
        a[i] = r + NEG;
        s += r;
    }
    CHECK(s == N * (N - 1) / 2);
    CHECK(a[5] == 2);

    float out[HALF];
#pragma acc parallel copyout(out)
    {
        vec4 v = {1, 2, 3, 4};
#pragma acc loop
        for (int i = 0; i < HALF; i++)
            out[i] = v[i % 4] * (float)sizeof(vec4);
    }
    CHECK(out[1] == 32.0f);

    int len = 0;
#pragma acc serial copy(len)
    {
        str msg = "hello";
        while (msg[len])
            len++;
    }
    CHECK(len == 5);

    R sum = 0;
#pragma acc kernels copy(sum)
    for (int i = 0; i < HALF; i++)
        sum += (R)1 / 2;
    CHECK(sum == HALF / 2);

    /* A region that shadows the local names: its own declarations win. */
    int shadow = 0;
#pragma acc serial copy(shadow)
    {
        int T = 7, N = 3;
        shadow = T * N;
    }
    CHECK(shadow == 21);

    /* In `kernels`, the statement after the declarations is a kernel of its own, whose `T`
     * and `N` are captured variables, not the function's typedef and constant. */
    int shadow2 = 0;
#pragma acc kernels copy(shadow2)
    {
        int T = 7, N = 3;
        shadow2 = T * N;
    }
    CHECK(shadow2 == 21);
    CHECK_DONE();
}

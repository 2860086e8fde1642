/* `__builtin_classify_type` in a compute region (OpenACC 3.3, 2.5: the region's C): gcc
 * folds it to its `enum type_class` value of the argument's type after C's argument
 * conversions (char, _Bool and enums are integers, 1; float is real, 8; arrays and
 * functions decay to pointers, 5) and does not evaluate the argument. It made the region
 * host-only. The expected values are gcc 12's, computed on the host. */
#include "check.h"

enum { N = 16 };

enum colour { RED, GREEN };
struct s { int a; };
union u { int a; float f; };

static int f(int x) { return x; }

#define CLASSES(i)                                                                       \
    {__builtin_classify_type(c), __builtin_classify_type(b), __builtin_classify_type(e),  \
     __builtin_classify_type(arr), __builtin_classify_type(st),                           \
     __builtin_classify_type(un), __builtin_classify_type(z),                             \
     __builtin_classify_type(p), __builtin_classify_type(1.0f),                           \
     __builtin_classify_type(2.0), __builtin_classify_type(f),                            \
     __builtin_classify_type("ab"), __builtin_classify_type(1L),                          \
     __builtin_classify_type(i++)}

int main(void) {
    static int got[N][14];
    static int after[N];
    int want[14];
    {
        char c = 0;
        _Bool b = 0;
        enum colour e = RED;
        int arr[3] = {0};
        struct s st = {0};
        union u un = {0};
        double _Complex z = 0;
        void *p = 0;
        int i = 0;
        int w[14] = CLASSES(i);
        for (int k = 0; k < 14; k++)
            want[k] = w[k];
        CHECK(i == 0);
        (void)c, (void)b, (void)e, (void)arr, (void)st, (void)un, (void)z, (void)p;
    }
#pragma acc parallel loop copyout(got, after)
    for (int i = 0; i < N; i++) {
        char c = (char)i;
        _Bool b = i & 1;
        enum colour e = GREEN;
        int arr[3] = {i};
        struct s st = {i};
        union u un = {i};
        double _Complex z = i;
        void *p = &c;
        int j = i;
        int w[14] = CLASSES(j);
        for (int k = 0; k < 14; k++)
            got[i][k] = w[k];
        after[i] = j - i + c + b + e + arr[0] + st.a + un.a + (int)__real__ z + (p != 0);
    }
    for (int i = 0; i < N; i++) {
        for (int k = 0; k < 14; k++)
            CHECK(got[i][k] == want[k]);
        CHECK(after[i] == 5 * i + (i & 1) + 2);
    }
    CHECK_DONE();
}

/* C scopes in compute regions: a variable declared inside the region shadowing a captured one
 * of the same name, nested block scopes with the same name, a loop variable shadowing an outer
 * variable (the outer keeps its value: OpenACC 3.3, 2.6.1 makes loop variables private),
 * a parameter of a routine with the same name as a global, and a struct tag and a variable of
 * the same name. */
#include "check.h"

static int g = 1000;
struct x { int x; }; /* a tag, a member and (in main) a variable named x */

#pragma acc routine seq
static int f(int g) { return g * 2; } /* the parameter, not the global */

int main(void) {
    int x = 5, i = 77;
    static int out[100][4];
#pragma acc parallel loop copyout(out) firstprivate(x)
    for (int i = 0; i < 100; i++) {
        out[i][0] = x;     /* the captured x */
        {
            int x = i * 2; /* shadows it */
            out[i][1] = x;
            {
                int x = -i;
                out[i][2] = x;
            }
        }
        struct x s = {x + i};
        out[i][3] = f(s.x) + g;
    }
    CHECK(i == 77 && x == 5);
    for (int k = 0; k < 100; k++) {
        CHECK(out[k][0] == 5);
        CHECK(out[k][1] == 2 * k);
        CHECK(out[k][2] == -k);
        CHECK(out[k][3] == (5 + k) * 2 + 1000);
    }
    CHECK_DONE();
}
